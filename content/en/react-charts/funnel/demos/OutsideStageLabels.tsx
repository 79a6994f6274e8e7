import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { hiringPipeline } from './hiring-pipeline';

// The three widest sections have room for their number; the narrow ones at the
// bottom get it on their right, outside the shape.
export default function OutsideStageLabels() {
  return (
    <FunnelChart
      series={[
        {
          data: hiringPipeline,
          sectionLabel: (item) =>
            item.value >= 80
              ? { position: { vertical: 'middle', horizontal: 'center' } }
              : {
                  position: { vertical: 'middle', horizontal: 'end' },
                  textAnchor: 'start',
                  offset: { x: 8 },
                },
        },
      ]}
      hideLegend
      height={320}
    />
  );
}
