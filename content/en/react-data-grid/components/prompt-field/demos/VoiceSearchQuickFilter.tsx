import * as React from 'react';
import SearchIcon from '@mui/icons-material/Search';
import MicIcon from '@mui/icons-material/Mic';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
import { shipmentColumns, shipmentRows } from './shipment-rows';

function SearchToolbar() {
  const apiRef = useGridApiContext();
  const [recordError, setRecordError] = React.useState<string | null>(null);
  // The field empties itself on submit, so the toolbar repeats what is being searched.
  const [search, setSearch] = React.useState('');

  // No assistant here: the submitted words become the grid's quick filter.
  const handleSubmit = (text: string) => {
    setRecordError(null);
    setSearch(text.trim());
    apiRef.current.setQuickFilterValues(text.split(/\s+/).filter(Boolean));
  };

  const handleClear = () => {
    setSearch('');
    apiRef.current.setQuickFilterValues([]);
  };

  return (
    <Toolbar style={{ minHeight: 'auto', justifyContent: 'flex-start' }}>
      <PromptField
        onSubmit={handleSubmit}
        lang="en-GB"
        // Browsers often send an empty message with a recognition error.
        onRecordError={(message) => setRecordError(message || 'Recording failed')}
        style={{ display: 'flex', alignItems: 'center', gap: 4 }}
      >
        {IS_SPEECH_RECOGNITION_SUPPORTED ? (
          <PromptFieldRecord aria-label="Dictate a search">
            <MicIcon fontSize="small" />
          </PromptFieldRecord>
        ) : null}
        <PromptFieldControl
          size="small"
          placeholder="Carrier, city or status"
          helperText={recordError}
          slotProps={{ htmlInput: { 'aria-label': 'Search shipments' } }}
        />
        <PromptFieldSend aria-label="Search">
          <SearchIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
      <Typography variant="body2" role="status" sx={{ ml: 1 }}>
        {search ? `Showing matches for "${search}"` : 'Showing every shipment'}
      </Typography>
      {search ? (
        <Button size="small" onClick={handleClear}>
          Clear search
        </Button>
      ) : null}
    </Toolbar>
  );
}

export default function VoiceSearchQuickFilter() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shipmentRows}
        columns={shipmentColumns}
        slots={{ toolbar: SearchToolbar }}
        showToolbar
      />
    </div>
  );
}
