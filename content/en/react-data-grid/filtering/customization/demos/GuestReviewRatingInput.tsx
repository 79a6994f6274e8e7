import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  hotel: string;
  city: string;
  guest: string;
  stars: number;
}

const rows: Review[] = [
  {
    id: 1,
    hotel: 'Harbour View',
    city: 'Gothenburg',
    guest: 'S. Lindqvist',
    stars: 4.5,
  },
  { id: 2, hotel: 'Casa do Largo', city: 'Évora', guest: 'P. Antunes', stars: 3 },
  { id: 3, hotel: 'The Linden', city: 'Leipzig', guest: 'M. Braun', stars: 5 },
  { id: 4, hotel: 'Albergo Sole', city: 'Lecce', guest: 'G. Russo', stars: 2.5 },
  { id: 5, hotel: 'Fjord Lodge', city: 'Ålesund', guest: 'H. Berg', stars: 4 },
  { id: 6, hotel: 'Maison Verte', city: 'Annecy', guest: 'C. Lefèvre', stars: 3.5 },
  { id: 7, hotel: 'Old Mill Inn', city: 'York', guest: 'D. Walsh', stars: 1.5 },
  { id: 8, hotel: 'Hotel Zefir', city: 'Split', guest: 'I. Kovač', stars: 4.5 },
  {
    id: 9,
    hotel: 'Pension Edelweiss',
    city: 'Salzburg',
    guest: 'F. Gruber',
    stars: 4,
  },
];

// Shown in the filter panel instead of the text field
function StarsInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef, disabled } = props;
  const ratingRef = React.useRef<HTMLSpanElement>(null);

  // The grid focuses the value input when the panel opens
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => {
      const input =
        ratingRef.current?.querySelector<HTMLInputElement>('input:checked') ??
        ratingRef.current?.querySelector<HTMLInputElement>('input');
      input?.focus();
    },
  }));

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        height: '100%',
      }}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Stars
      </Typography>
      <Rating
        ref={ratingRef}
        name={`stars-filter-${item.id ?? item.field}`}
        precision={0.5}
        disabled={disabled}
        value={Number(item.value) || null}
        onChange={(_event, newValue) => applyValue({ ...item, value: newValue })}
      />
    </Box>
  );
}

// Same operators as a number column, minus `isAnyOf`; those that take a
// value get the stars input
const starsOperators = getGridNumericOperators()
  .filter((operator) => operator.value !== 'isAnyOf')
  .map((operator) =>
    operator.InputComponent ? { ...operator, InputComponent: StarsInput } : operator,
  );

const columns: GridColDef<Review>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'guest', headerName: 'Guest', width: 130 },
  {
    field: 'stars',
    headerName: 'Rating',
    type: 'number',
    width: 160,
    align: 'left',
    headerAlign: 'left',
    renderCell: (params) => (
      <Rating value={params.value ?? null} precision={0.5} readOnly size="small" />
    ),
    filterOperators: starsOperators,
  },
];

export default function GuestReviewRatingInput() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'stars', operator: '>=', value: 4 }],
            },
          },
        }}
      />
    </div>
  );
}
