import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';

// Spanish texts for every chart of a dashboard section.
const esTexts = {
  loading: 'Cargando datos…',
  noData: 'No hay datos que mostrar',
};

const semanas = ['S1', 'S2', 'S3', 'S4'];

export default function SharedLocaleProvider() {
  return (
    <ChartsLocalizationProvider localeText={esTexts}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ width: '100%' }}
      >
        <BarChart
          loading
          xAxis={[{ data: semanas }]}
          series={[{ data: [], label: 'Pedidos' }]}
          height={240}
        />
        <LineChart
          xAxis={[{ data: semanas, scaleType: 'point' }]}
          series={[{ data: [], label: 'Ingresos' }]}
          height={240}
        />
      </Stack>
    </ChartsLocalizationProvider>
  );
}
