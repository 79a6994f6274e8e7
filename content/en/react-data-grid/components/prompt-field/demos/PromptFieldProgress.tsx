import * as React from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { createPromptProcessor } from '@demo-kit/grid-prompt-processor';
import { shipmentColumns, shipmentRows } from './shipment-rows';

// A slow "service", so that the waiting state is easy to see.
const processPrompt = createPromptProcessor({
  synonyms: { weightKg: ['weight'] },
  latencyMs: 1500,
});

function ProgressToolbar() {
  const apiRef = useGridApiContext();

  // PromptField stays disabled until the promise returned here settles.
  const handleSubmit = async (prompt: string) => {
    await apiRef.current.aiAssistant.processPrompt(prompt);
  };

  return (
    <Toolbar style={{ minHeight: 'auto', display: 'block' }}>
      <PromptField
        onSubmit={handleSubmit}
        render={(fieldProps, state) => (
          <div {...fieldProps} aria-busy={state.disabled}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              {fieldProps.children}
            </div>
            <LinearProgress
              aria-label="Prompt in progress"
              sx={{ visibility: state.disabled ? 'visible' : 'hidden', mt: 0.5 }}
            />
          </div>
        )}
      >
        <PromptFieldControl
          size="small"
          fullWidth
          placeholder='Try "group by carrier" or "status is delivered"'
          slotProps={{ htmlInput: { 'aria-label': 'Prompt' } }}
        />
        <PromptFieldSend aria-label="Send prompt">
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldProgress() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shipmentRows}
        columns={shipmentColumns}
        slots={{ toolbar: ProgressToolbar }}
        showToolbar
        aiAssistant
        onPrompt={processPrompt}
      />
    </div>
  );
}
