import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import { ratingCells, releases, stars } from './app-ratings';

export default function HighlightStyles() {
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
      sx={{
        [`& .${heatmapClasses.cell}`]: { transition: 'opacity 120ms' },
        // The hovered cell gets an outline instead of the default extra saturation.
        [`& .${heatmapClasses.highlighted}`]: {
          filter: 'none',
          stroke: '#212121',
          strokeWidth: 2,
        },
        // The other cells are dimmed instead of desaturated.
        [`& .${heatmapClasses.faded}`]: { filter: 'none', opacity: 0.35 },
      }}
    />
  );
}
