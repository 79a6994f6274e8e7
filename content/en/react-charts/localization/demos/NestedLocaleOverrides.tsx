import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';

const deTexts = {
  loading: 'Daten werden geladen…',
  noData: 'Keine Daten vorhanden',
};

const monate = ['Jan.', 'Feb.', 'März', 'Apr.'];

export default function NestedLocaleOverrides() {
  return (
    <ChartsLocalizationProvider localeText={deTexts}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ width: '100%' }}
      >
        {/* Both texts from the provider. */}
        <BarChart
          xAxis={[{ data: monate }]}
          series={[{ data: [], label: 'Retouren' }]}
          height={240}
        />
        {/* noData from the chart's own prop, loading still from the provider. */}
        <BarChart
          localeText={{ noData: 'Noch keine Retouren in diesem Jahr' }}
          xAxis={[{ data: monate }]}
          series={[{ data: [], label: 'Retouren' }]}
          height={240}
        />
      </Stack>
    </ChartsLocalizationProvider>
  );
}
