import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { ratingCells, releases, stars } from './app-ratings';

export default function HighlightedRatings() {
  return (
    <Heatmap
      xAxis={[{ data: releases, label: 'App release' }]}
      yAxis={[{ data: stars }]}
      series={[
        {
          data: ratingCells,
          label: 'Share of ratings',
          valueFormatter: (cell) => `${cell[2]}%`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 60,
            color: ['#fff8e1', '#e65100'],
          },
        },
      ]}
      height={300}
    />
  );
}
