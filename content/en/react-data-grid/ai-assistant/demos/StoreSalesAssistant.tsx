import { DataGridPremium, GridAiAssistantPanel } from '@mui/x-data-grid-premium';
import { createPromptProcessor } from '@demo-kit/grid-prompt-processor';
import { salesColumns, salesLines } from './store-sales';

// The local stand-in for a prompt service: no network, no key, the same answer every time.
const processPrompt = createPromptProcessor({
  synonyms: { unitPrice: ['price'] },
  latencyMs: 400,
});

const suggestions = [
  { value: 'Sort by revenue descending' },
  { value: 'Show only garden' },
  { value: 'Group by category and total of revenue' },
  { value: 'Price over 50' },
  { value: 'Pivot revenue by region across quarter' },
];

export default function StoreSalesAssistant() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={salesLines}
        columns={salesColumns}
        showToolbar
        aiAssistant
        onPrompt={processPrompt}
        aiAssistantSuggestions={suggestions}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
      />
    </div>
  );
}
