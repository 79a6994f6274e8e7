import { BarChart } from '@mui/x-charts/BarChart';

// Average departure delay in minutes at five airports last summer.
const airports: Record<string, string> = {
  LIS: 'Lisbon Humberto Delgado',
  MAD: 'Madrid-Barajas',
  CDG: 'Paris Charles de Gaulle',
  AMS: 'Amsterdam Schiphol',
  CPH: 'Copenhagen Kastrup',
};
const codes = Object.keys(airports);
const delays = [24, 17, 21, 19, 11];

export default function AirportCodeTicks() {
  return (
    <BarChart
      xAxis={[
        {
          data: codes,
          valueFormatter: (code: string, { location }: { location: string }) =>
            location === 'tick' ? code : `${airports[code]} (${code})`,
        },
      ]}
      series={[
        {
          data: delays,
          label: 'Average delay',
          valueFormatter: (value) => (value === null ? '' : `${value} min`),
        },
      ]}
      height={300}
    />
  );
}
