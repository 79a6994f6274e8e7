import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Band categories must be unique, so the months keep three letters.
const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
// Average monthly rainfall, in millimetres (rounded climate normals).
const rainfall = {
  Galway: [114, 84, 93, 66, 70, 73, 82, 100, 95, 131, 121, 125],
  Vienna: [38, 42, 51, 44, 74, 72, 70, 68, 56, 41, 48, 46],
  Marseille: [54, 33, 31, 52, 38, 24, 8, 27, 75, 80, 70, 52],
  Mumbai: [1, 1, 0, 1, 12, 500, 840, 590, 330, 90, 20, 5],
};
type City = keyof typeof rainfall;
const cities = Object.keys(rainfall) as City[];

export default function RainfallByCitySwitcher() {
  const [city, setCity] = React.useState<City>('Galway');
  const data = rainfall[city];
  const monthlyMean = Math.round(data.reduce((sum, mm) => sum + mm, 0) / 12);

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="City"
        value={city}
        onChange={(_event, value: City | null) => value && setCity(value)}
        sx={{ px: 1, flexWrap: 'wrap' }}
      >
        {cities.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* The mean goes in the text: a label on the line would cross the bars. */}
      <Typography variant="body2" sx={{ px: 1, pt: 1 }}>
        Monthly mean in {city}: {monthlyMean} mm (dashed line)
      </Typography>
      <BarChart
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} mm`, width: 60 }]}
        series={[
          {
            // The same id for every city: the bars grow or shrink to the new values.
            id: 'rainfall',
            data,
            label: `Rainfall in ${city}`,
            color: '#039be5',
            valueFormatter: (value) => (value === null ? '' : `${value} mm`),
          },
        ]}
        height={300}
      >
        <ChartsReferenceLine
          y={monthlyMean}
          lineStyle={{ strokeDasharray: '4 4' }}
        />
      </BarChart>
    </Box>
  );
}
