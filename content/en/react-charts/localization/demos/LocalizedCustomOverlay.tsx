import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { useChartsLocalization, useDrawingArea } from '@mui/x-charts/hooks';

const OverlayText = styled('text')(({ theme }) => ({
  ...theme.typography.body2,
  fill: (theme.vars || theme).palette.text.secondary,
  textAnchor: 'middle',
  dominantBaseline: 'middle',
}));

/** An empty-state overlay with an icon, whose text still comes from the translations. */
function IllustratedNoData() {
  const { left, top, width, height } = useDrawingArea();
  const { localeText } = useChartsLocalization();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <g>
      <circle
        cx={x}
        cy={y - 24}
        r={16}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
      <line
        x1={x - 8}
        y1={y - 24}
        x2={x + 8}
        y2={y - 24}
        stroke="currentColor"
        strokeWidth={2}
      />
      <OverlayText x={x} y={y + 12}>
        {localeText.noData}
      </OverlayText>
    </g>
  );
}

const weeks = ['W1', 'W2', 'W3', 'W4'];
const semaines = ['S1', 'S2', 'S3', 'S4'];

export default function LocalizedCustomOverlay() {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <BarChart
        xAxis={[{ data: weeks }]}
        series={[{ data: [], label: 'Incidents' }]}
        slots={{ noDataOverlay: IllustratedNoData }}
        height={240}
      />
      <ChartsLocalizationProvider localeText={{ noData: 'Aucun incident signalé' }}>
        <BarChart
          xAxis={[{ data: semaines }]}
          series={[{ data: [], label: 'Incidents' }]}
          slots={{ noDataOverlay: IllustratedNoData }}
          height={240}
        />
      </ChartsLocalizationProvider>
    </Stack>
  );
}
