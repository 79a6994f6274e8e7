import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { type SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { hourLabel, hours, latency } from './api-latency';

const percentiles = [
  { id: 'p50', label: 'Median (p50)', data: latency.p50 },
  { id: 'p90', label: 'p90', data: latency.p90 },
  { id: 'p99', label: 'p99', data: latency.p99 },
] as const;

type PercentileId = (typeof percentiles)[number]['id'];

const HIDDEN_COLOR = '#9e9e9e';

export default function LatencyToggleLegend() {
  const [hidden, setHidden] = React.useState<PercentileId[]>([]);

  const toggle = (
    _event: React.MouseEvent<HTMLButtonElement>,
    item: SeriesLegendItemContext,
  ) => {
    const id = item.seriesId as PercentileId;
    setHidden((current) =>
      current.includes(id)
        ? current.filter((other) => other !== id)
        : [...current, id],
    );
  };

  // A hidden series stays in the list, so its legend item stays clickable; it only
  // loses its values (no line, no tooltip row) and takes a grey colour.
  const series = percentiles.map(({ id, label, data }) => {
    const isHidden = hidden.includes(id);
    return {
      id,
      label,
      data: isHidden ? data.map(() => null) : [...data],
      showMark: false,
      ...(isHidden ? { color: HIDDEN_COLOR } : {}),
      valueFormatter: (value: number | null) =>
        value === null ? null : `${value} ms`,
    };
  });

  // Dim the label of each hidden item: legend items are rendered in series order.
  const hiddenItemStyles = Object.fromEntries(
    percentiles
      .map(({ id }, index) => [id, index] as const)
      .filter(([id]) => hidden.includes(id))
      .map(([, index]) => [
        `& li:nth-of-type(${index + 1})`,
        { opacity: 0.6, textDecoration: 'line-through' },
      ]),
  );

  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: hours, valueFormatter: hourLabel }]}
      yAxis={[{ label: 'Response time (ms)', width: 60 }]}
      series={series}
      slotProps={{ legend: { onItemClick: toggle, sx: hiddenItemStyles } }}
    />
  );
}
