import { areaElementClasses, LineChart } from '@mui/x-charts/LineChart';

// Hourly solar output of a rooftop installation on a clear June day, in kilowatts.
const hours = [
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
];
const output = [
  0, 0.4, 1.3, 2.6, 3.8, 4.8, 5.5, 5.9, 5.9, 5.5, 4.8, 3.8, 2.6, 1.4, 0.5, 0.1, 0,
];

export default function GradientAreaFill() {
  return (
    <LineChart
      xAxis={[
        {
          data: hours,
          scaleType: 'point',
          valueFormatter: (hour: string) => `${hour}:00`,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value} kW` }]}
      series={[
        {
          id: 'solar',
          data: output,
          label: 'Solar output',
          area: true,
          showMark: false,
          color: '#f57c00',
          valueFormatter: (value) => (value === null ? '' : `${value} kW`),
        },
      ]}
      sx={{
        // Only the area uses the gradient: the line, legend and tooltip keep the plain colour.
        [`& .${areaElementClasses.series}-solar`]: { fill: 'url(#solar-gradient)' },
      }}
      height={300}
    >
      <defs>
        <linearGradient id="solar-gradient" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#f57c00" stopOpacity={0.6} />
          <stop offset="100%" stopColor="#f57c00" stopOpacity={0.05} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
