import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { clock, hours, p95 } from './checkout-latency';

export default function ReferenceLines() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, valueFormatter: clock, min: 0, max: 23 }]}
      yAxis={[
        { min: 0, valueFormatter: (value: number) => `${value} ms`, width: 55 },
      ]}
      series={[
        {
          data: p95,
          label: 'p95 response time',
          showMark: false,
          valueFormatter: (value) => `${value} ms`,
        },
      ]}
    >
      <ChartsReferenceLine
        y={300}
        label="Objective: 300 ms"
        labelAlign="end"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
      <ChartsReferenceLine
        x={16}
        label="Release 4.12"
        labelAlign="start"
        lineStyle={{ stroke: '#757575' }}
        labelStyle={{ fontSize: 12 }}
      />
    </LineChart>
  );
}
