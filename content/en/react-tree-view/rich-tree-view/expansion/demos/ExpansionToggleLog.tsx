import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { COURSE_OUTLINE } from './course-outline';

interface LogEntry {
  key: number;
  text: string;
}

export default function ExpansionToggleLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);

  const handleItemExpansionToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isExpanded: boolean,
  ) => {
    setLog((previous) =>
      [
        {
          key: (previous[0]?.key ?? 0) + 1,
          text: `${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`,
        },
        ...previous,
      ].slice(0, 5),
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 320, minWidth: 280 }}>
        <RichTreeView
          items={COURSE_OUTLINE}
          onItemExpansionToggle={handleItemExpansionToggle}
        />
      </Box>
      <Box sx={{ minWidth: 200 }}>
        <Typography variant="subtitle2">Last changes</Typography>
        <Box component="ol" aria-label="Expansion changes" sx={{ pl: 2.5, m: 0 }}>
          {log.map((entry) => (
            <li key={entry.key}>{entry.text}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
