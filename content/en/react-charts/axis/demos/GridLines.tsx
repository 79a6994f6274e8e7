import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

/** Apartments listed in one district: floor area (m²) and monthly rent (€). */
const apartments = [
  [38, 890],
  [42, 940],
  [47, 1010],
  [51, 1120],
  [55, 1090],
  [58, 1240],
  [63, 1310],
  [66, 1280],
  [71, 1450],
  [74, 1390],
  [79, 1580],
  [83, 1620],
  [88, 1710],
  [94, 1880],
  [101, 1960],
  [108, 2140],
].map(([area = 0, rent = 0], index) => ({ id: index, x: area, y: rent }));

export default function GridLines() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Checkbox
              checked={horizontal}
              onChange={(event) => setHorizontal(event.target.checked)}
            />
          }
          label="horizontal"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={vertical}
              onChange={(event) => setVertical(event.target.checked)}
            />
          }
          label="vertical"
        />
      </FormGroup>
      <ScatterChart
        height={300}
        grid={{ horizontal, vertical }}
        xAxis={[{ label: 'Floor area (m²)', min: 30 }]}
        yAxis={[{ label: 'Rent (€ per month)', width: 65, min: 800 }]}
        series={[
          {
            data: apartments,
            label: 'Listings',
            valueFormatter: (point) => (point ? `${point.x} m², €${point.y}` : ''),
          },
        ]}
      />
    </Stack>
  );
}
