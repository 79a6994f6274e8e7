import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Reviews of a mobile app by star rating.
const ratings = [
  { id: 'five', value: 6120, label: '5 stars' },
  { id: 'four', value: 2310, label: '4 stars' },
  { id: 'three', value: 880, label: '3 stars' },
  { id: 'two', value: 420, label: '2 stars' },
  { id: 'one', value: 990, label: '1 star' },
];

export default function ControlledHighlightPie() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Stack
        spacing={1}
        sx={{ minWidth: 140 }}
        role="group"
        aria-label="Highlight a rating"
      >
        {ratings.map((rating, index) => {
          const active = highlighted?.dataIndex === index;
          return (
            <Button
              key={rating.id}
              size="small"
              variant={active ? 'contained' : 'outlined'}
              aria-pressed={active}
              onClick={() =>
                setHighlighted(
                  active ? null : { seriesId: 'ratings', dataIndex: index },
                )
              }
            >
              {rating.label}
            </Button>
          );
        })}
      </Stack>
      <PieChart
        series={[
          {
            id: 'ratings',
            data: ratings,
            innerRadius: 50,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 6 },
            valueFormatter: (item) =>
              `${item.value.toLocaleString('en-US')} reviews`,
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        height={260}
        hideLegend
      />
    </Stack>
  );
}
