import { bluePalette } from '@mui/x-charts/colorPalettes';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { hiringPipeline } from './hiring-pipeline';

// `bluePalette` is a function of the colour mode: it returns lighter or darker blues
// in the light and dark themes. Section n takes the palette's colour n.
export default function PalettePerChart() {
  return (
    <FunnelChart
      series={[{ data: hiringPipeline }]}
      colors={bluePalette}
      height={320}
    />
  );
}
