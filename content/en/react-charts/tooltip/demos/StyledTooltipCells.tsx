import { BarChart } from '@mui/x-charts/BarChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';

// Parcels sorted per hour by a warehouse's two sorting lines during the morning shift.
const hours = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00'];

export default function StyledTooltipCells() {
  return (
    <BarChart
      xAxis={[{ data: hours }]}
      series={[
        { data: [820, 1140, 1310, 1280, 1190, 960], label: 'Line A' },
        { data: [640, 990, 1220, 1350, 1240, 1010], label: 'Line B' },
      ]}
      slotProps={{
        tooltip: {
          sx: {
            [`& .${chartsTooltipClasses.paper}`]: {
              borderRadius: 3,
              boxShadow: 6,
            },
            [`& .${chartsTooltipClasses.axisValueCell}`]: {
              fontWeight: 'bold',
              textTransform: 'uppercase',
            },
            [`& .${chartsTooltipClasses.valueCell}`]: {
              fontFamily: 'monospace',
              fontSize: '1rem',
            },
          },
        },
      }}
      height={300}
    />
  );
}
