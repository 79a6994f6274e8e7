import Tooltip from '@mui/material/Tooltip';
import AssistantIcon from '@mui/icons-material/Assistant';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';
import { createPromptProcessor } from '@demo-kit/grid-prompt-processor';
import { loanColumns, loans } from './library-loans';

const processPrompt = createPromptProcessor({
  synonyms: { daysOut: ['days'] },
  latencyMs: 400,
});

function LoanDeskToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Ask about loans">
        <AiAssistantPanelTrigger render={<ToolbarButton />}>
          <AssistantIcon fontSize="small" />
        </AiAssistantPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function LoanDeskAssistantButton() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={loans}
        columns={loanColumns}
        slots={{ toolbar: LoanDeskToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
        aiAssistant
        onPrompt={processPrompt}
        aiAssistantSuggestions={[
          { value: 'Show overdue items' },
          { value: 'Sort by days descending' },
          { value: 'Group by branch' },
        ]}
      />
    </div>
  );
}
