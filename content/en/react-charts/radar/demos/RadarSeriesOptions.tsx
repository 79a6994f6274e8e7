import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';

// Skills of two candidates after an interview day, scored from 1 to 5.
const metrics = ['SQL', 'Python', 'Statistics', 'Communication', 'Visualization'];

export default function RadarSeriesOptions() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={fillArea}
              onChange={(event) => setFillArea(event.target.checked)}
            />
          }
          label="fillArea"
        />
        <FormControlLabel
          control={
            <Switch
              checked={hideMark}
              onChange={(event) => setHideMark(event.target.checked)}
            />
          }
          label="hideMark"
        />
      </Stack>
      <RadarChart
        height={300}
        series={[
          { label: 'Candidate A', data: [4, 5, 3, 3, 4], fillArea, hideMark },
          { label: 'Candidate B', data: [5, 3, 4, 5, 3], fillArea, hideMark },
        ]}
        radar={{ max: 5, metrics }}
      />
    </Stack>
  );
}
