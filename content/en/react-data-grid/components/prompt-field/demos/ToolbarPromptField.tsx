import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  IS_SPEECH_RECOGNITION_SUPPORTED,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { createPromptProcessor } from '@demo-kit/grid-prompt-processor';
import { shipmentColumns, shipmentRows } from './shipment-rows';

const processPrompt = createPromptProcessor({
  synonyms: { weightKg: ['weight'] },
  latencyMs: 400,
});

function PromptToolbar() {
  const apiRef = useGridApiContext();
  const [status, setStatus] = React.useState('');

  const handleSubmit = async (prompt: string) => {
    setStatus(`Working on "${prompt}"…`);
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    setStatus(result instanceof Error ? result.message : `Applied "${prompt}".`);
  };

  return (
    <Toolbar style={{ minHeight: 'auto', flexWrap: 'wrap', gap: 8 }}>
      <PromptField onSubmit={handleSubmit} style={{ flex: '1 1 320px' }}>
        <PromptFieldControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              fullWidth
              size="small"
              placeholder={state.recording ? 'Listening…' : 'Try "weight over 50"'}
              slotProps={{
                htmlInput: { 'aria-label': 'Ask the shipment list' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      {IS_SPEECH_RECOGNITION_SUPPORTED ? (
                        <Tooltip
                          title={state.recording ? 'Stop recording' : 'Record'}
                        >
                          {/* The span keeps the tooltip working while the button is disabled. */}
                          <span>
                            <PromptFieldRecord
                              aria-label={
                                state.recording ? 'Stop recording' : 'Record'
                              }
                              render={
                                <IconButton
                                  size="small"
                                  edge="start"
                                  color={state.recording ? 'primary' : 'default'}
                                />
                              }
                            >
                              <MicIcon fontSize="small" />
                            </PromptFieldRecord>
                          </span>
                        </Tooltip>
                      ) : (
                        <MicOffIcon
                          fontSize="small"
                          titleAccess="This browser cannot record speech"
                        />
                      )}
                    </InputAdornment>
                  ),
                  endAdornment: (
                    <InputAdornment position="end">
                      <PromptFieldSend
                        aria-label="Send"
                        render={
                          <IconButton size="small" edge="end" color="primary" />
                        }
                      >
                        <SendIcon fontSize="small" />
                      </PromptFieldSend>
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </PromptField>
      <Typography variant="body2" role="status" sx={{ flex: '1 1 200px' }}>
        {status}
      </Typography>
    </Toolbar>
  );
}

export default function ToolbarPromptField() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shipmentRows}
        columns={shipmentColumns}
        slots={{ toolbar: PromptToolbar }}
        showToolbar
        aiAssistant
        onPrompt={processPrompt}
      />
    </div>
  );
}
