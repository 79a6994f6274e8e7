import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { STOCK_LOCATIONS } from './stock-locations';

interface LogEntry {
  key: number;
  text: string;
}

export default function SelectionToggleLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);

  const handleItemSelectionToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isSelected: boolean,
  ) => {
    setLog((previous) =>
      [
        {
          key: (previous[0]?.key ?? 0) + 1,
          text: `${itemId} ${isSelected ? 'selected' : 'deselected'}`,
        },
        ...previous,
      ].slice(0, 5),
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 340, minWidth: 260 }}>
        <RichTreeView
          multiSelect
          items={STOCK_LOCATIONS}
          defaultExpandedItems={['hall-north', 'aisle-n1']}
          onItemSelectionToggle={handleItemSelectionToggle}
        />
      </Box>
      <Box sx={{ minWidth: 200 }}>
        <Typography variant="subtitle2">Last changes</Typography>
        <Box component="ol" aria-label="Selection changes" sx={{ pl: 2.5, m: 0 }}>
          {log.map((entry) => (
            <li key={entry.key}>{entry.text}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
