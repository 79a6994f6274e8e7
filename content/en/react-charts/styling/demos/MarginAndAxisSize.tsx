import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Seats sold per screening at a small cinema on a Friday.
const screenings = ['14:00', '16:30', '19:00', '21:30'];
const seats = [42, 77, 118, 96];

function SizeSlider(props: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { label, value, max, onChange } = props;
  const id = React.useId();
  return (
    <Box sx={{ minWidth: 160, flex: 1 }}>
      <Typography id={id} variant="body2">
        {label}: {value}px
      </Typography>
      <Slider
        size="small"
        value={value}
        min={0}
        max={max}
        onChange={(_event, next) => onChange(next as number)}
        aria-labelledby={id}
      />
    </Box>
  );
}

export default function MarginAndAxisSize() {
  const [margin, setMargin] = React.useState(20);
  const [yAxisWidth, setYAxisWidth] = React.useState(45);
  const [xAxisHeight, setXAxisHeight] = React.useState(25);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <SizeSlider label="margin" value={margin} max={60} onChange={setMargin} />
        <SizeSlider
          label="y-axis width"
          value={yAxisWidth}
          max={100}
          onChange={setYAxisWidth}
        />
        <SizeSlider
          label="x-axis height"
          value={xAxisHeight}
          max={60}
          onChange={setXAxisHeight}
        />
      </Stack>
      <Box sx={{ border: 1, borderColor: 'divider', borderStyle: 'dashed' }}>
        <BarChart
          margin={margin}
          xAxis={[{ data: screenings, height: xAxisHeight }]}
          yAxis={[{ width: yAxisWidth }]}
          series={[{ data: seats, label: 'Seats sold' }]}
          grid={{ horizontal: true }}
          hideLegend
          height={260}
        />
      </Box>
    </Stack>
  );
}
