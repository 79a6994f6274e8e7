import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  GridPreferencePanelsValue,
  useGridApiRef,
  type GridPreferencePanelParams,
} from '@mui/x-data-grid-premium';
import { createPromptProcessor } from '@demo-kit/grid-prompt-processor';
import { loanColumns, loans } from './library-loans';

const processPrompt = createPromptProcessor({
  synonyms: { daysOut: ['days'] },
  latencyMs: 400,
});

const isAssistant = (params: GridPreferencePanelParams) =>
  params.openedPanelValue === GridPreferencePanelsValue.aiAssistant;

export default function AssistantOpenFromOutside() {
  const apiRef = useGridApiRef();
  const [assistantOpen, setAssistantOpen] = React.useState(false);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="contained"
          onClick={() =>
            apiRef.current?.showPreferences(GridPreferencePanelsValue.aiAssistant)
          }
        >
          Ask the loan desk
        </Button>
        <Typography variant="body2" role="status">
          {assistantOpen ? 'Assistant panel open' : 'Assistant panel closed'}
        </Typography>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={loans}
          columns={loanColumns}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          showToolbar
          aiAssistant
          onPrompt={processPrompt}
          aiAssistantSuggestions={[{ value: 'Branch is riverside' }]}
          onPreferencePanelOpen={(params) => {
            if (isAssistant(params)) {
              setAssistantOpen(true);
            }
          }}
          onPreferencePanelClose={(params) => {
            if (isAssistant(params)) {
              setAssistantOpen(false);
            }
          }}
        />
      </div>
    </div>
  );
}
