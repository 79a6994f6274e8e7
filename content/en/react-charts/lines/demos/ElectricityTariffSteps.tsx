import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const periods = ['00–07', '07–10', '10–16', '16–20', '20–24'];
// Price per kWh in each tariff period.
const price = [0.14, 0.29, 0.21, 0.36, 0.22];

export default function ElectricityTariffSteps() {
  const [strictStepCurve, setStrictStepCurve] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        sx={{ px: 1 }}
        control={
          <Switch
            checked={strictStepCurve}
            onChange={(event) => setStrictStepCurve(event.target.checked)}
          />
        }
        label="strictStepCurve"
      />
      <LineChart
        xAxis={[{ scaleType: 'band', data: periods, label: 'Time of day' }]}
        yAxis={[
          { min: 0, valueFormatter: (value: number) => `€${value.toFixed(2)}` },
        ]}
        series={[
          {
            data: price,
            label: 'Price per kWh',
            curve: 'step',
            strictStepCurve,
            valueFormatter: (value) =>
              value === null ? '' : `€${value.toFixed(2)}`,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
