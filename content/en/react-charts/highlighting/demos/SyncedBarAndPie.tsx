import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { type HighlightItemData } from '@mui/x-charts/context';
import { PieChart } from '@mui/x-charts/PieChart';

// Yearly figures of a podcast network per platform: listening hours and ad revenue share.
// Both charts use the series id 'platforms' and list the platforms in the same order, so
// { seriesId: 'platforms', dataIndex: 2 } means the same platform in each of them.
const platforms = ['Spotify', 'Apple', 'YouTube', 'Web player', 'Other apps'];
const hours = [412, 268, 195, 74, 51];
const revenueShare = [36, 31, 17, 9, 7];
const colors = ['#2e7d32', '#6a1b9a', '#c62828', '#1565c0', '#757575'];

const highlightScope = { highlight: 'item', fade: 'global' } as const;

export default function SyncedBarAndPie() {
  const [highlightedItem, setHighlightedItem] =
    React.useState<HighlightItemData | null>(null);

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <BarChart
        xAxis={[
          {
            data: platforms,
            colorMap: { type: 'ordinal', values: platforms, colors },
          },
        ]}
        yAxis={[{ label: 'Listening hours (thousands)' }]}
        series={[
          { id: 'platforms', data: hours, label: 'Listening hours', highlightScope },
        ]}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        hideLegend
        height={300}
      />
      <PieChart
        series={[
          {
            id: 'platforms',
            data: platforms.map((label, index) => ({
              label,
              value: revenueShare[index] ?? 0,
              color: colors[index],
            })),
            innerRadius: 40,
            valueFormatter: (item) => `${item.value}% of ad revenue`,
            highlightScope,
          },
        ]}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        height={300}
      />
    </Stack>
  );
}
