import Stack from '@mui/material/Stack';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { PiePlot } from '@mui/x-charts/PieChart';

// Blood types of a hospital's registered donors.
const donors = [
  { id: 'o-pos', value: 3520, label: 'O+' },
  { id: 'a-pos', value: 3140, label: 'A+' },
  { id: 'b-pos', value: 890, label: 'B+' },
  { id: 'o-neg', value: 650, label: 'O−' },
  { id: 'a-neg', value: 580, label: 'A−' },
  { id: 'other', value: 420, label: 'Other' },
];

export default function ComposedPieWithLegend() {
  return (
    <ChartDataProvider
      series={[{ type: 'pie', data: donors, innerRadius: 45, paddingAngle: 1 }]}
      height={240}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center' }}
      >
        {/* The legend is plain HTML, so it can sit anywhere inside the provider. */}
        <ChartsLegend direction="vertical" />
        <ChartsSurface>
          <PiePlot />
        </ChartsSurface>
      </Stack>
      <ChartsTooltip trigger="item" />
    </ChartDataProvider>
  );
}
