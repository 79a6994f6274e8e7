import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';

// Orders a warehouse shipped each day, by carrier, over three days.
const monday = { day: 'Monday', parcels: [420, 310, 160] };

const days = [
  monday,
  { day: 'Tuesday', parcels: [280, 390, 240] },
  { day: 'Wednesday', parcels: [510, 200, 120] },
];

const carriers = ['Road freight', 'Parcel post', 'Courier'];

export default function AnimatedPieUpdates() {
  const [dayIndex, setDayIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const { day, parcels } = days[dayIndex] ?? monday;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setDayIndex((index) => (index + 1) % days.length)}
        >
          Next day
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <PieChart
        title={`Parcels shipped on ${day}`}
        series={[
          {
            data: carriers.map((carrier, index) => ({
              id: carrier,
              label: carrier,
              value: parcels[index] ?? 0,
            })),
            innerRadius: 40,
            arcLabel: 'value',
          },
        ]}
        skipAnimation={skipAnimation}
        height={240}
      />
    </Stack>
  );
}
