import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';

/** A cyclist's heart rate during a ride, one reading per 5 minutes, in bpm. */
const minutes = Array.from({ length: 19 }, (_, index) => index * 5);
const heartRate = [
  92, 118, 131, 142, 151, 158, 163, 171, 178, 184, 176, 168, 172, 181, 188, 179, 161,
  132, 108,
];

export default function ClipToDrawingArea() {
  const [clip, setClip] = React.useState(true);
  // One id per chart instance: two charts with the same clip-path id would clash.
  const clipPathId = `${React.useId()}-clip-path`;

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={clip}
            onChange={(event) => setClip(event.target.checked)}
          />
        }
        label="Clip to the drawing area"
      />
      <ChartContainer
        height={300}
        // The axes show 10 to 80 minutes and 100 to 180 bpm: some readings fall outside.
        xAxis={[{ data: minutes, min: 10, max: 80, label: 'Minutes' }]}
        yAxis={[{ min: 100, max: 180, label: 'Heart rate (bpm)' }]}
        series={[{ type: 'line', data: heartRate, label: 'Heart rate' }]}
      >
        <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
          <LinePlot />
          <MarkPlot />
        </g>
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsClipPath id={clipPathId} />
      </ChartContainer>
    </Stack>
  );
}
