import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

// Best sellers of an online bookshop last month.
const books = [
  { title: 'The Salt Road', units: 1840, revenue: 33.1 },
  { title: 'Small Engines', units: 1520, revenue: 19.7 },
  { title: 'Northern Lights Cookbook', units: 960, revenue: 31.7 },
  { title: 'A Year of Tides', units: 1310, revenue: 22.3 },
  { title: 'Quiet Machines', units: 1105, revenue: 14.4 },
  { title: 'Atlas of Lost Rivers', units: 720, revenue: 28.8 },
];

type Metric = 'units' | 'revenue';
const metricLabels: Record<Metric, string> = {
  units: 'Copies sold',
  revenue: 'Revenue (k€)',
};

export default function TopProductsSorted() {
  const [metric, setMetric] = React.useState<Metric>('units');
  // Sort a copy, largest first: the first row of a band y-axis is drawn at the top.
  const sorted = React.useMemo(
    () => [...books].sort((a, b) => b[metric] - a[metric]),
    [metric],
  );

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Rank by"
        value={metric}
        onChange={(_event, value: Metric | null) => value && setMetric(value)}
        sx={{ px: 1 }}
      >
        <ToggleButton value="units">Copies sold</ToggleButton>
        <ToggleButton value="revenue">Revenue</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        layout="horizontal"
        dataset={sorted}
        yAxis={[{ scaleType: 'band', dataKey: 'title', width: 170 }]}
        xAxis={[{ label: metricLabels[metric] }]}
        series={[
          {
            id: 'books',
            dataKey: metric,
            label: metricLabels[metric],
            color: metric === 'units' ? '#3949ab' : '#00897b',
          },
        ]}
        barLabel="value"
        borderRadius={4}
        hideLegend
        height={340}
        // White labels read better on the dark bars.
        sx={{ [`& .${barLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
      />
    </Box>
  );
}
