import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { frFRLocalText } from '@mui/x-charts/locales';

const mois = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin'];

export default function FrenchBuiltInTexts() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <LineChart
        loading={loading}
        localeText={frFRLocalText}
        xAxis={[{ data: mois, scaleType: 'point' }]}
        series={[{ data: [], label: 'Visiteurs' }]}
        height={260}
      />
    </Stack>
  );
}
