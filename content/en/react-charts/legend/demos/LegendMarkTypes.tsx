import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { generation, gwh, months } from './energy-mix';

type MarkType = 'square' | 'circle' | 'line';

export default function LegendMarkTypes() {
  const [markType, setMarkType] = React.useState<MarkType>('circle');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Legend mark shape"
        value={markType}
        onChange={(_event, next: MarkType | null) => next && setMarkType(next)}
      >
        <ToggleButton value="square">square</ToggleButton>
        <ToggleButton value="circle">circle</ToggleButton>
        <ToggleButton value="line">line</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 50 }]}
        series={[
          { data: generation.solar, label: 'Solar', valueFormatter: gwh },
          { data: generation.wind, label: 'Wind', valueFormatter: gwh },
          { data: generation.hydro, label: 'Hydro', valueFormatter: gwh },
        ].map((series) => ({ ...series, labelMarkType: markType, showMark: false }))}
      />
    </Stack>
  );
}
