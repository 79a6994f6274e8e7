import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// Coffee shops of one neighbourhood: price of a flat white, rating, and daily customers.
const cafes = [
  { id: 'Beanstalk', x: 3.2, y: 4.1, customers: 180 },
  { id: 'Corner Roast', x: 3.8, y: 4.6, customers: 420 },
  { id: 'Drip & Co', x: 4.4, y: 4.4, customers: 260 },
  { id: 'Filter Club', x: 4.9, y: 4.8, customers: 140 },
  { id: 'Harbour Cup', x: 2.9, y: 3.6, customers: 510 },
  { id: 'Little Press', x: 3.5, y: 4.3, customers: 95 },
  { id: 'Morning Mill', x: 4.1, y: 3.9, customers: 310 },
  { id: 'Station Café', x: 2.6, y: 3.2, customers: 640 },
];

const maxCustomers = Math.max(...cafes.map((cafe) => cafe.customers));

// The radius grows with the square root of the customers, so the area is proportional.
function CustomerBubble({
  x,
  y,
  dataIndex,
  color,
  isHighlighted,
}: ScatterMarkerProps) {
  const customers = cafes[dataIndex]?.customers ?? 0;
  const radius = 4 + 22 * Math.sqrt(customers / maxCustomers);
  return (
    <circle
      cx={x}
      cy={y}
      r={radius}
      fill={color}
      fillOpacity={isHighlighted ? 0.9 : 0.55}
      stroke={color}
    />
  );
}

export default function CafeBubbleSizes() {
  return (
    <ScatterChart
      series={[
        {
          label: 'Coffee shops (size: daily customers)',
          data: cafes,
          highlightScope: { highlight: 'item' },
          valueFormatter: (value) => {
            const cafe = cafes.find((candidate) => candidate.id === value?.id);
            return cafe
              ? `${cafe.id}: €${cafe.x.toFixed(2)}, ${cafe.y} stars, ${cafe.customers} customers a day`
              : null;
          },
        },
      ]}
      slots={{ marker: CustomerBubble }}
      xAxis={[{ label: 'Flat white (€)', min: 2, max: 5.5 }]}
      yAxis={[{ label: 'Rating', min: 2.5, max: 5 }]}
      height={320}
    />
  );
}
