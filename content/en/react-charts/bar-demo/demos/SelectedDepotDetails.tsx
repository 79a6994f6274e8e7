import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Parcels handled yesterday by the depots of a delivery network.
const depots = [
  { name: 'Leeds', parcels: 18250, late: 310, drivers: 64 },
  { name: 'Bristol', parcels: 14980, late: 520, drivers: 51 },
  { name: 'Glasgow', parcels: 12410, late: 185, drivers: 47 },
  { name: 'Norwich', parcels: 7630, late: 96, drivers: 29 },
  { name: 'Cardiff', parcels: 9870, late: 402, drivers: 38 },
];

export default function SelectedDepotDetails() {
  // The clicked bar stays highlighted: the chart's highlight is controlled.
  const [selected, setSelected] = React.useState<HighlightItemData | null>({
    seriesId: 'parcels',
    dataIndex: 0,
  });
  const depot =
    selected?.dataIndex === undefined ? undefined : depots[selected.dataIndex];

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <BarChart
          dataset={depots}
          xAxis={[{ scaleType: 'band', dataKey: 'name' }]}
          series={[
            {
              id: 'parcels',
              dataKey: 'parcels',
              label: 'Parcels',
              color: '#5c6bc0',
              highlightScope: { highlight: 'item', fade: 'global' },
            },
          ]}
          highlightedItem={selected}
          onItemClick={(_event, { seriesId, dataIndex }) =>
            setSelected({ seriesId, dataIndex })
          }
          hideLegend
          height={280}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 200 }} role="status">
        {depot ? (
          <React.Fragment>
            <Typography variant="overline">Selected depot</Typography>
            <Typography variant="h6" component="p">
              {depot.name}
            </Typography>
            <Typography variant="body2">
              {depot.parcels.toLocaleString('en-US')} parcels
            </Typography>
            <Typography variant="body2">
              {((depot.late / depot.parcels) * 100).toFixed(1)}% delivered late
            </Typography>
            <Typography variant="body2">
              {Math.round(depot.parcels / depot.drivers)} parcels per driver
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2">Click a bar to see its depot.</Typography>
        )}
      </Paper>
    </Stack>
  );
}
