import * as React from 'react';
import Button from '@mui/material/Button';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
} from '@mui/x-data-grid-premium';
import { createPromptProcessor } from '@demo-kit/grid-prompt-processor';
import { loanColumns, loans } from './library-loans';

const processPrompt = createPromptProcessor({
  synonyms: { daysOut: ['days'] },
  latencyMs: 400,
});

function LabelledAssistantToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <AiAssistantPanelTrigger
        render={({ ref, ...triggerProps }, state) => (
          <Button
            {...triggerProps}
            // The trigger types its ref for React 19; with React 18 types, cast it.
            ref={ref as React.Ref<HTMLButtonElement>}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
          >
            {state.open ? 'Close the assistant' : 'Ask the loan list'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function AssistantTriggerOpenState() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={loans}
        columns={loanColumns}
        slots={{
          toolbar: LabelledAssistantToolbar,
          aiAssistantPanel: GridAiAssistantPanel,
        }}
        showToolbar
        aiAssistant
        onPrompt={processPrompt}
        aiAssistantSuggestions={[
          { value: 'Format is dvd' },
          { value: 'Renewals over 1 and sort by renewals descending' },
        ]}
      />
    </div>
  );
}
