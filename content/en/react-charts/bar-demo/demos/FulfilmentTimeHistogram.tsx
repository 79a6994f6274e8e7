import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';
import { createRandom } from './seeded-random';

// Hours from order to dispatch for 600 orders, from a seeded generator.
const random = createRandom(42);
const hoursToDispatch = Array.from({ length: 600 }, () => {
  // The sum of three uniform numbers gives a bell-shaped spread, skewed by the cube.
  const spread = (random() + random() + random()) / 3;
  return 2 + 30 * spread ** 1.6;
});

const BIN_HOURS = 2;
const binCount = 14;
const counts = Array.from({ length: binCount }, () => 0);
hoursToDispatch.forEach((hours) => {
  const bin = Math.min(binCount - 1, Math.floor(hours / BIN_HOURS));
  counts[bin] = (counts[bin] ?? 0) + 1;
});
// The last bin also holds the few slower orders.
const bins = counts.map((_, index) =>
  index === binCount - 1
    ? `${index * BIN_HOURS} h +`
    : `${index * BIN_HOURS}–${(index + 1) * BIN_HOURS} h`,
);

export default function FulfilmentTimeHistogram() {
  return (
    <BarChart
      // No gap between the bins: the bars touch, as a histogram should.
      xAxis={[
        {
          scaleType: 'band',
          data: bins,
          categoryGapRatio: 0,
          label: 'Time to dispatch',
        },
      ]}
      yAxis={[{ label: 'Orders' }]}
      series={[
        {
          data: counts,
          label: 'Orders',
          color: '#7e57c2',
          valueFormatter: (value) => (value === null ? '' : `${value} orders`),
        },
      ]}
      hideLegend
      height={300}
      // A thin outline keeps neighbouring bars apart.
      sx={{ [`& .${barElementClasses.root}`]: { stroke: '#fff', strokeWidth: 1 } }}
    />
  );
}
