import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Open support tickets by priority.
const queue = [
  { id: 'urgent', value: 7, label: 'Urgent', color: '#d32f2f' },
  { id: 'high', value: 23, label: 'High', color: '#f57c00' },
  { id: 'normal', value: 58, label: 'Normal', color: '#1976d2' },
  { id: 'low', value: 31, label: 'Low', color: '#90a4ae' },
];

const open = queue.reduce((sum, item) => sum + item.value, 0);

export default function TicketQueueDonutList() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center' }}
    >
      <Box sx={{ flex: 1, width: '100%' }}>
        <PieChart
          series={[
            {
              id: 'queue',
              data: queue,
              innerRadius: 65,
              paddingAngle: 2,
              cornerRadius: 4,
              highlightScope: { highlight: 'item', fade: 'global' },
              highlighted: { additionalRadius: 5 },
              faded: { color: '#e0e0e0' },
            },
          ]}
          highlightedItem={highlighted}
          onHighlightChange={setHighlighted}
          height={240}
          hideLegend
        />
      </Box>
      <List dense aria-label="Open tickets by priority" sx={{ width: 220 }}>
        {queue.map((item, index) => (
          <ListItemButton
            key={item.id}
            selected={highlighted?.dataIndex === index}
            onMouseEnter={() =>
              setHighlighted({ seriesId: 'queue', dataIndex: index })
            }
            onMouseLeave={() => setHighlighted(null)}
            onFocus={() => setHighlighted({ seriesId: 'queue', dataIndex: index })}
            onBlur={() => setHighlighted(null)}
            sx={{ borderLeft: 4, borderColor: item.color }}
          >
            <ListItemText
              primary={item.label}
              secondary={`${item.value} tickets · ${Math.round((item.value / open) * 100)}%`}
            />
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
}
