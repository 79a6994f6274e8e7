import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';

// Languages spoken at home by the pupils of one school.
const languages = [
  { id: 'en', value: 212, label: 'English' },
  { id: 'pl', value: 38, label: 'Polish' },
  { id: 'ur', value: 54, label: 'Urdu' },
  { id: 'ro', value: 21, label: 'Romanian' },
  { id: 'pa', value: 47, label: 'Punjabi' },
];

export default function SortedSlicesPie() {
  const [sorting, setSorting] = React.useState<'none' | 'asc' | 'desc'>('desc');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sorting}
        onChange={(_event, next: 'none' | 'asc' | 'desc' | null) =>
          next && setSorting(next)
        }
        aria-label="Slice order"
      >
        <ToggleButton value="none">none</ToggleButton>
        <ToggleButton value="asc">asc</ToggleButton>
        <ToggleButton value="desc">desc</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        series={[
          {
            data: languages,
            sortingValues: sorting,
            arcLabel: 'label',
            arcLabelMinAngle: 30,
          },
        ]}
        height={240}
      />
    </Stack>
  );
}
