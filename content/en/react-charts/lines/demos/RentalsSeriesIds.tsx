import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const allSeries = [
  {
    id: 'kayaks',
    label: 'Kayaks',
    data: [12, 18, 35, 64, 98, 140],
    color: '#00897b',
  },
  {
    id: 'paddleboards',
    label: 'Paddleboards',
    data: [8, 10, 22, 51, 87, 121],
    color: '#fb8c00',
  },
  {
    id: 'bikes',
    label: 'Bikes',
    data: [45, 52, 78, 96, 110, 125],
    color: '#5e35b1',
  },
];

export default function RentalsSeriesIds() {
  const [visible, setVisible] = React.useState<string[]>([
    'kayaks',
    'paddleboards',
    'bikes',
  ]);

  const toggle = (id: string) =>
    setVisible((current) =>
      current.includes(id)
        ? current.filter((item) => item !== id)
        : [...current, id],
    );

  return (
    <Box>
      <FormGroup row sx={{ px: 1 }}>
        {allSeries.map((series) => (
          <FormControlLabel
            key={series.id}
            control={
              <Checkbox
                checked={visible.includes(series.id)}
                onChange={() => toggle(series.id)}
              />
            }
            label={series.label}
          />
        ))}
      </FormGroup>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 150 }]}
        // Each series keeps its id and colour, so the others stay as they are when one leaves.
        series={allSeries.filter((series) => visible.includes(series.id))}
        height={300}
      />
    </Box>
  );
}
