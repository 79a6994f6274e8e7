import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = [
  'Q1 22',
  'Q2 22',
  'Q3 22',
  'Q4 22',
  'Q1 23',
  'Q2 23',
  'Q3 23',
  'Q4 23',
];
// Registered accounts of two products, one launched much later than the other.
const mature = [120000, 138000, 161000, 185000, 214000, 240000, 275000, 310000];
const newcomer = [150, 640, 2100, 6800, 15400, 31200, 58800, 97500];

type Scale = 'linear' | 'log';

export default function UserGrowthLogScale() {
  const [scaleType, setScaleType] = React.useState<Scale>('log');

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Y-axis scale"
        value={scaleType}
        onChange={(_event, value: Scale | null) => value && setScaleType(value)}
        sx={{ px: 1 }}
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[
          {
            scaleType,
            width: 60,
            valueFormatter: (value: number) =>
              value >= 1000 ? `${value / 1000}k` : `${value}`,
          },
        ]}
        series={[
          { data: mature, label: 'Ledgerly' },
          { data: newcomer, label: 'Tallyup' },
        ]}
        height={300}
      />
    </Box>
  );
}
