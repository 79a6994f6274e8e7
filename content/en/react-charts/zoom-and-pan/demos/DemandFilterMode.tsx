import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { demand, formatHour, hoursOfWeek } from './grid-demand';

type FilterMode = 'keep' | 'discard';

export default function DemandFilterMode() {
  const [filterMode, setFilterMode] = React.useState<FilterMode>('discard');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={filterMode}
        exclusive
        size="small"
        aria-label="filterMode"
        onChange={(_, next: FilterMode | null) => next && setFilterMode(next)}
      >
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        xAxis={[
          {
            id: 'hours',
            data: hoursOfWeek,
            scaleType: 'utc',
            zoom: { filterMode },
            valueFormatter: (date: Date) => formatHour(date),
          },
        ]}
        yAxis={[{ id: 'megawatts', label: 'MW', width: 60 }]}
        series={[{ data: demand, label: 'Demand', showMark: false }]}
        initialZoom={[{ axisId: 'hours', start: 0, end: 12 }]}
        height={300}
      />
    </Stack>
  );
}
