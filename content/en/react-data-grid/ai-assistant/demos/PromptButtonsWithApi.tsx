import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { createPromptProcessor } from '@demo-kit/grid-prompt-processor';
import { salesColumns, salesLines } from './store-sales';

const processPrompt = createPromptProcessor({
  synonyms: { unitPrice: ['price'] },
  latencyMs: 400,
});

const prompts = [
  'Sort by price descending',
  'Price over 100',
  'Select the first 5 rows',
  'Reset',
  'Make it pretty',
];

export default function PromptButtonsWithApi() {
  const apiRef = useGridApiRef();
  const [busy, setBusy] = React.useState(false);
  const [answer, setAnswer] = React.useState('Pick a request.');

  const send = async (prompt: string) => {
    const aiAssistant = apiRef.current?.aiAssistant;
    if (!aiAssistant) return;
    setBusy(true);
    // Resolves with the applied PromptResponse, or with the Error the service rejected with.
    const result = await aiAssistant.processPrompt(prompt);
    setBusy(false);
    if (result instanceof Error) {
      setAnswer(`Not applied: ${result.message}`);
    } else {
      const { sorting, filters, select } = result;
      setAnswer(`Applied: ${JSON.stringify({ sorting, filters, select })}`);
    }
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {prompts.map((prompt) => (
          <Button
            key={prompt}
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => send(prompt)}
          >
            {prompt}
          </Button>
        ))}
      </Stack>
      <Typography
        variant="body2"
        role="status"
        sx={{ mb: 1, minHeight: 40, overflowWrap: 'anywhere' }}
      >
        {answer}
      </Typography>
      <div style={{ height: 340 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={salesLines}
          columns={salesColumns}
          checkboxSelection
          aiAssistant
          onPrompt={processPrompt}
        />
      </div>
    </div>
  );
}
