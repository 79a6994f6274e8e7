import * as React from 'react';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Review = {
  id: number;
  product: string;
  rating: number;
  note: string;
};

const rows: Review[] = [
  {
    id: 1,
    product: 'Trail runner 3',
    rating: 4,
    note: 'Comfortable from the first run. The laces come undone on long descents, so I double-knot them.',
  },
  {
    id: 2,
    product: 'Insulated bottle',
    rating: 5,
    note: 'Keeps water cold through a full day at the crag. The lid is easy to open with gloves on.',
  },
  {
    id: 3,
    product: 'Ultralight tent',
    rating: 3,
    note: 'Pitches quickly, but condensation builds up inside on humid nights unless both vents stay open.',
  },
  {
    id: 4,
    product: 'Headlamp 400',
    rating: 4,
    note: 'Bright and even beam. Battery indicator would help; it dimmed without warning on the third evening.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'note', headerName: 'Review (hover to read)', flex: 1, minWidth: 200 },
];

export default function ReviewNoteCellPopover() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [text, setText] = React.useState('');

  const handleMouseEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const cell = event.currentTarget;
    if (cell.dataset.field !== 'note') {
      return;
    }
    // The cell's parent is the row, which carries the row id.
    const rowId = Number(cell.parentElement?.dataset.id);
    const review = rows.find((row) => row.id === rowId);
    if (review) {
      setText(review.note);
      setAnchor(cell);
    }
  };

  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{
          cell: {
            onMouseEnter: handleMouseEnter,
            onMouseLeave: () => setAnchor(null),
          },
        }}
      />
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement="bottom-start"
        sx={{ zIndex: 1500 }}
      >
        <Paper elevation={4} sx={{ p: 1.5, maxWidth: 360 }}>
          <Typography variant="body2">{text}</Typography>
        </Paper>
      </Popper>
    </div>
  );
}
