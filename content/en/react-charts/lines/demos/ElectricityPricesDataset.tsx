import { LineChart } from '@mui/x-charts/LineChart';

// Average household electricity price, in euro cents per kWh.
const prices = [
  { year: 2018, denmark: 31.2, spain: 24.0, poland: 14.8 },
  { year: 2019, denmark: 29.8, spain: 24.1, poland: 14.1 },
  { year: 2020, denmark: 28.5, spain: 22.9, poland: 16.1 },
  { year: 2021, denmark: 32.4, spain: 26.7, poland: 15.6 },
  { year: 2022, denmark: 45.6, spain: 31.2, poland: 17.9 },
  { year: 2023, denmark: 38.9, spain: 27.4, poland: 22.6 },
  { year: 2024, denmark: 34.7, spain: 25.3, poland: 25.2 },
];

const cents = (value: number | null) => (value === null ? '' : `${value} c/kWh`);

export default function ElectricityPricesDataset() {
  return (
    <LineChart
      dataset={prices}
      xAxis={[
        {
          dataKey: 'year',
          scaleType: 'point',
          valueFormatter: (year: number) => `${year}`,
        },
      ]}
      series={[
        { dataKey: 'denmark', label: 'Denmark', valueFormatter: cents },
        { dataKey: 'spain', label: 'Spain', valueFormatter: cents },
        { dataKey: 'poland', label: 'Poland', valueFormatter: cents },
      ]}
      height={300}
    />
  );
}
