import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { salesCells, salesMonths, salesRegions } from './monthly-sales';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short' });
const longMonthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
});

export default function SalesAxesOnTop() {
  return (
    <Heatmap
      xAxis={[
        {
          data: salesMonths,
          position: 'top',
          // The ticks show "Jan"; the tooltip shows "January 2024".
          valueFormatter: (month: Date, context) =>
            context.location === 'tick'
              ? monthFormat.format(month)
              : longMonthFormat.format(month),
          tickLabelStyle: { fontWeight: 500 },
        },
      ]}
      yAxis={[
        { data: salesRegions, width: 150, disableLine: true, disableTicks: true },
      ]}
      series={[
        {
          data: salesCells,
          label: 'Sales',
          valueFormatter: (cell) => `$${cell[2]}k`,
        },
      ]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 720,
            color: ['#f1f8e9', '#33691e'],
          },
        },
      ]}
      height={300}
    />
  );
}
