import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { hours, ticketCells, weekdays } from './support-tickets';

export default function LoadingTickets() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Waiting for the server"
      />
      <Heatmap
        loading={loading}
        xAxis={[{ data: hours }]}
        yAxis={[{ data: weekdays }]}
        series={[{ data: loading ? [] : ticketCells, label: 'Tickets' }]}
        zAxis={[
          {
            colorMap: {
              type: 'continuous',
              min: 0,
              max: 60,
              color: ['#e8f1fb', '#0b4f91'],
            },
          },
        ]}
        height={300}
      />
    </Stack>
  );
}
