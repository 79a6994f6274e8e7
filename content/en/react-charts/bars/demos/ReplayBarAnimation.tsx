import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const cinemas = ['Odeon', 'Rex', 'Lumière', 'Palace', 'Roxy'];
const ticketsByYear = {
  2023: [18200, 12900, 9800, 14100, 7600],
  2024: [19600, 11800, 12400, 13200, 9900],
  2025: [21400, 10900, 14800, 12500, 12100],
};
type Year = keyof typeof ticketsByYear;

export default function ReplayBarAnimation() {
  const [year, setYear] = React.useState<Year>(2025);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Box>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', px: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Year"
          value={year}
          onChange={(_event, value: Year | null) => value !== null && setYear(value)}
        >
          {([2023, 2024, 2025] as const).map((option) => (
            <ToggleButton key={option} value={option}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
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
      <BarChart
        xAxis={[{ scaleType: 'band', data: cinemas }]}
        yAxis={[{ max: 24000 }]}
        series={[
          {
            id: 'tickets',
            data: ticketsByYear[year],
            label: `Tickets sold in ${year}`,
          },
        ]}
        skipAnimation={skipAnimation}
        height={300}
      />
    </Box>
  );
}
