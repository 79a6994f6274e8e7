import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { type SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { type HighlightItemData } from '@mui/x-charts/context';
import { ratingColors, ratings } from './app-ratings';

export default function LegendClickHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );
  const [lastClick, setLastClick] = React.useState<string>('Nothing clicked yet.');

  const handleItemClick = (
    _event: React.MouseEvent<HTMLButtonElement>,
    item: SeriesLegendItemContext,
    index: number,
  ) => {
    setLastClick(
      `index ${index}, seriesId "${item.seriesId}", itemId "${String(item.itemId)}", label "${item.label}"`,
    );
    // For a pie, the legend lists the slices of the series in order.
    const isSame =
      highlighted?.seriesId === item.seriesId && highlighted.dataIndex === index;
    setHighlighted(isSame ? null : { seriesId: item.seriesId, dataIndex: index });
  };

  return (
    <Stack spacing={1}>
      <PieChart
        height={240}
        colors={ratingColors}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        series={[
          {
            id: 'reviews',
            data: ratings,
            innerRadius: 50,
            highlightScope: { highlight: 'item', fade: 'global' },
            faded: { additionalRadius: -8, color: 'gray' },
          },
        ]}
        slotProps={{ legend: { onItemClick: handleItemClick } }}
      />
      <Typography variant="body2" aria-live="polite">
        Last click: {lastClick}
      </Typography>
    </Stack>
  );
}
