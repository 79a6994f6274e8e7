import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { createRandom, normal, round } from './seeded-random';

interface Reading {
  id: number;
  x: number;
  y: number;
}

// 1,200 readings from a cold room: temperature against relative humidity.
function generateReadings(): Reading[] {
  const random = createRandom(88);
  return Array.from({ length: 1200 }, (_, index) => {
    const doorOpen = random() < 0.08;
    const temperature = doorOpen
      ? normal(random, 7.5, 1.6)
      : normal(random, 3.2, 0.6);
    const humidity = 78 + (temperature - 3) * 2.4 + normal(random, 0, 3);
    return { id: index, x: round(temperature, 2), y: round(humidity, 1) };
  });
}

export default function ColdRoomSensorCloud() {
  // The points are generated once, after mount, not on every render.
  const [readings, setReadings] = React.useState<Reading[]>([]);
  React.useEffect(() => {
    setReadings(generateReadings());
  }, []);

  return (
    <ScatterChart
      series={[
        {
          label: 'Readings (every 5 minutes, 4 days)',
          data: readings,
          markerSize: 2,
          valueFormatter: (value) => value && `${value.x} °C, ${value.y}% RH`,
        },
      ]}
      xAxis={[
        {
          min: 0,
          max: 14,
          label: 'Temperature (°C)',
          // Readings above 5 °C break the cold chain.
          colorMap: {
            type: 'piecewise',
            thresholds: [5],
            colors: ['#0277bd', '#ef6c00'],
          },
        },
      ]}
      yAxis={[{ min: 60, max: 110, label: 'Humidity (%)' }]}
      loading={readings.length === 0}
      height={320}
    />
  );
}
