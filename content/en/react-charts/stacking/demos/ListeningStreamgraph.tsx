import { LineChart } from '@mui/x-charts/LineChart';

// Weekly hours streamed on a small radio app, by genre, over the first half of the year.
const weeks = Array.from({ length: 26 }, (_, index) => `W${index + 1}`);

/** A smooth seasonal curve: the same inputs always give the same numbers. */
function genreCurve(base: number, amplitude: number, peakWeek: number) {
  return weeks.map((_, week) =>
    Math.round(base + amplitude * Math.cos(((week - peakWeek) / 26) * 2 * Math.PI)),
  );
}

const genres = [
  { id: 'pop', label: 'Pop', data: genreCurve(420, 90, 20) },
  { id: 'rock', label: 'Rock', data: genreCurve(260, 40, 4) },
  { id: 'jazz', label: 'Jazz', data: genreCurve(140, 60, 0) },
  { id: 'electronic', label: 'Electronic', data: genreCurve(310, 120, 24) },
  { id: 'classical', label: 'Classical', data: genreCurve(120, 50, 2) },
];

export default function ListeningStreamgraph() {
  return (
    <LineChart
      xAxis={[
        {
          data: weeks,
          scaleType: 'point',
          tickInterval: (_, index) => index % 4 === 0,
        },
      ]}
      yAxis={[{ position: 'none' }]}
      series={genres.map((genre) => ({
        ...genre,
        area: true,
        showMark: false,
        stack: 'listening',
        stackOffset: 'wiggle' as const,
        stackOrder: 'insideOut' as const,
        valueFormatter: (value: number | null) =>
          value === null ? '' : `${value} h`,
      }))}
      height={300}
    />
  );
}
