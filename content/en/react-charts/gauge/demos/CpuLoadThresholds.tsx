import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

function loadColor(load: number) {
  if (load >= 85) {
    return '#d32f2f';
  }
  if (load >= 60) {
    return '#f9a825';
  }
  return '#2e7d32';
}

export default function CpuLoadThresholds() {
  const [load, setLoad] = React.useState(47);

  return (
    <Box sx={{ maxWidth: 360, mx: 'auto', textAlign: 'center' }}>
      <Typography id="cpu-load-label" variant="body2" color="text.secondary">
        CPU load
      </Typography>
      <Gauge
        value={load}
        startAngle={-90}
        endAngle={90}
        innerRadius="70%"
        cy="75%"
        text={({ value }) => `${value}%`}
        height={160}
        aria-labelledby="cpu-load-label"
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: loadColor(load) },
          [`& .${gaugeClasses.valueText}`]: { fontSize: 26 },
        }}
      />
      <Slider
        value={load}
        onChange={(_event, value) => setLoad(value as number)}
        aria-label="Simulated CPU load"
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
