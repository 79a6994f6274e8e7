import Stack from '@mui/material/Stack';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import {
  RadarAxisHighlight,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
  Unstable_RadarDataProvider as RadarDataProvider,
} from '@mui/x-charts/RadarChart';

// A product's release compared with the target the team set for it (0–10).
const series = [
  { id: 'target', label: 'Target', data: [8, 8, 7, 9, 7] },
  { id: 'release', label: 'Release 4.2', data: [7, 9, 5, 8, 6], fillArea: true },
];

const metrics = ['Speed', 'Reliability', 'Accessibility', 'Security', 'Usability'];

export default function ComposedRadarLayers() {
  return (
    <RadarDataProvider
      height={300}
      series={series}
      radar={{ max: 10, metrics }}
      margin={{ left: 60, right: 60 }}
    >
      <Stack spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
        <ChartsLegend />
        <ChartsSurface>
          <RadarGrid divisions={5} stripeColor={null} />
          <RadarMetricLabels />
          {/* The target as a dashed outline, the release as a filled area. */}
          <RadarSeriesArea
            seriesId="target"
            fill="none"
            strokeDasharray="6 4"
            strokeWidth={2}
          />
          <RadarSeriesArea seriesId="release" fillOpacity={0.35} />
          <RadarAxisHighlight />
          {/* Marks last, so they stay on top of every area. */}
          <RadarSeriesMarks />
          <ChartsTooltip />
        </ChartsSurface>
      </Stack>
    </RadarDataProvider>
  );
}
