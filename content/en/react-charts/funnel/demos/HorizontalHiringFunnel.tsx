import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { hiringPipeline } from './hiring-pipeline';

const stageNames = hiringPipeline.map((stage) => stage.label as string);

export default function HorizontalHiringFunnel() {
  return (
    <FunnelChart
      series={[{ data: hiringPipeline, layout: 'horizontal', curve: 'bump' }]}
      categoryAxis={{ categories: stageNames, position: 'bottom' }}
      hideLegend
      height={280}
    />
  );
}
