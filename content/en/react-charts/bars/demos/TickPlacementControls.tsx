import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const tickPlacements: TickPlacement[] = ['extremities', 'start', 'middle', 'end'];
const tickLabelPlacements: TickLabelPlacement[] = ['middle', 'tick'];

const hours = ['06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];

export default function TickPlacementControls() {
  const id = React.useId();
  const [tickPlacement, setTickPlacement] =
    React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] =
    React.useState<TickLabelPlacement>('middle');

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ px: 1 }}>
        <FormControl>
          <FormLabel id={`${id}-tick`}>tickPlacement</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-tick`}
            value={tickPlacement}
            onChange={(event) =>
              setTickPlacement(event.target.value as TickPlacement)
            }
          >
            {tickPlacements.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={value}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id={`${id}-label`}>tickLabelPlacement</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-label`}
            value={tickLabelPlacement}
            onChange={(event) =>
              setTickLabelPlacement(event.target.value as TickLabelPlacement)
            }
          >
            {tickLabelPlacements.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={value}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
      <BarChart
        xAxis={[
          { scaleType: 'band', data: hours, tickPlacement, tickLabelPlacement },
        ]}
        series={[
          { data: [35, 120, 210, 165, 240, 90], label: 'Checkouts per hour' },
        ]}
        height={300}
      />
    </Box>
  );
}
