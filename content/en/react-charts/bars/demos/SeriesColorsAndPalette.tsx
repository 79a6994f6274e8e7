import { BarChart } from '@mui/x-charts/BarChart';

const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];

export default function SeriesColorsAndPalette() {
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: seasons }]}
      series={[
        { data: [320, 410, 280, 190], label: 'Tents' },
        { data: [210, 260, 230, 340], label: 'Sleeping bags' },
        { data: [150, 170, 160, 120], label: 'Stoves' },
        // A series color wins over the palette.
        { data: [90, 60, 110, 240], label: 'Clearance', color: '#e53935' },
      ]}
      // The palette gives the other series their colors, in order.
      colors={['#2e7d32', '#66bb6a', '#a5d6a7']}
      height={300}
    />
  );
}
