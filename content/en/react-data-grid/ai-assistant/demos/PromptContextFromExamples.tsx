import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import {
  createPromptProcessor,
  readPromptContext,
  type PromptColumn,
} from '@demo-kit/grid-prompt-processor';
import { salesColumns, salesLines } from './store-sales';

const processPrompt = createPromptProcessor({
  synonyms: { unitPrice: ['price'] },
  latencyMs: 400,
});

const suggestions = [
  { value: 'Show only lighting' },
  { value: 'Region is west' },
  { value: 'Quarter is q4 and sort by units descending' },
];

export default function PromptContextFromExamples() {
  const [sentColumns, setSentColumns] = React.useState<PromptColumn[]>([]);

  // Wraps the processor to keep a copy of the context the grid sends with each prompt.
  const handlePrompt = React.useCallback(
    (
      prompt: string,
      context: string,
      conversationId?: string,
    ): Promise<PromptResponse> => {
      setSentColumns(readPromptContext(context));
      return processPrompt(prompt, context, conversationId);
    },
    [],
  );

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 330 }}>
        <DataGridPremium
          rows={salesLines}
          columns={salesColumns}
          showToolbar
          aiAssistant
          onPrompt={handlePrompt}
          aiAssistantSuggestions={suggestions}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        />
      </div>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Examples sent with the last prompt
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        sx={{ fontFamily: 'monospace', m: 0, maxHeight: 110, overflow: 'auto' }}
      >
        {sentColumns.length === 0
          ? 'Send a prompt to see the context.'
          : sentColumns
              .map(
                (column) =>
                  `${column.field} (${column.type}): ${
                    column.examples.length > 0
                      ? column.examples.map(String).join(', ')
                      : 'no examples'
                  }`,
              )
              .join('\n')}
      </Typography>
    </div>
  );
}
