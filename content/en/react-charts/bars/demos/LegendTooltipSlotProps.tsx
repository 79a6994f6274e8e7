import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = ['18–24', '25–34', '35–44', '45–54', '55+'];

export default function LegendTooltipSlotProps() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: ageGroups, label: 'Age group' }]}
      series={[
        { data: [34, 41, 29, 18, 9], label: 'Streaming' },
        { data: [12, 19, 26, 31, 38], label: 'Cable TV' },
      ]}
      slotProps={{
        // The legend goes to the right, listed top to bottom.
        legend: {
          position: { vertical: 'middle', horizontal: 'end' },
          direction: 'vertical',
        },
        // The tooltip shows the hovered bar only, not the whole age group.
        tooltip: { trigger: 'item' },
      }}
      height={300}
    />
  );
}
