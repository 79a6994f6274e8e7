import { LineChart } from '@mui/x-charts/LineChart';
import { createRandom } from './seeded-random';

const weeks = Array.from({ length: 26 }, (_, index) => index + 1);
const random = createRandom(11);

// Weekly streams of a radio app by genre (millions), each with its own season.
function genre(base: number, peakWeek: number, peakHeight: number) {
  return weeks.map((week) => {
    const peak = peakHeight * Math.exp(-(((week - peakWeek) / 4) ** 2));
    return Math.round((base + peak + random() * 0.6) * 10) / 10;
  });
}

const genres = [
  { id: 'pop', label: 'Pop', data: genre(4, 14, 3) },
  { id: 'rock', label: 'Rock', data: genre(2.5, 6, 1.5) },
  { id: 'jazz', label: 'Jazz', data: genre(1, 22, 1.2) },
  { id: 'electronic', label: 'Electronic', data: genre(2, 20, 4) },
  { id: 'classical', label: 'Classical', data: genre(1.2, 3, 2.2) },
  { id: 'hiphop', label: 'Hip-hop', data: genre(3, 10, 2.5) },
];

export default function GenreStreamgraph() {
  return (
    <LineChart
      xAxis={[
        {
          scaleType: 'linear',
          data: weeks,
          min: 1,
          max: 26,
          // Short tick labels, the full name in the tooltip.
          valueFormatter: (week: number, context) =>
            context.location === 'tick' ? `W${week}` : `Week ${week}`,
        },
      ]}
      // A streamgraph's baseline moves, so the y-axis values mean nothing: hide it.
      yAxis={[{ position: 'none' }]}
      series={genres.map((series) => ({
        ...series,
        stack: 'streams',
        // 'wiggle' keeps the layers flat; 'insideOut' puts the early peaks in the middle.
        stackOffset: 'wiggle' as const,
        stackOrder: 'insideOut' as const,
        area: true,
        showMark: false,
        valueFormatter: (value: number | null) =>
          value === null ? '' : `${value}M streams`,
      }))}
      height={340}
    />
  );
}
