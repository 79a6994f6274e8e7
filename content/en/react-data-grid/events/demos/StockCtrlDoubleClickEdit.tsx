import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Shelf {
  id: number;
  product: string;
  aisle: string;
  onHand: number;
}

const rows: Shelf[] = [
  { id: 1, product: 'Oat milk 1 L', aisle: '4B', onHand: 48 },
  { id: 2, product: 'Rye crispbread', aisle: '7A', onHand: 22 },
  { id: 3, product: 'Olive oil 500 ml', aisle: '3C', onHand: 15 },
  { id: 4, product: 'Basmati rice 2 kg', aisle: '5A', onHand: 31 },
  { id: 5, product: 'Dark chocolate 85%', aisle: '9D', onHand: 64 },
];

const columns: GridColDef<Shelf>[] = [
  {
    field: 'product',
    headerName: 'Product',
    flex: 1,
    minWidth: 180,
    editable: true,
  },
  { field: 'aisle', headerName: 'Aisle', width: 90, editable: true },
  {
    field: 'onHand',
    headerName: 'On hand',
    type: 'number',
    width: 110,
    editable: true,
  },
];

// Runs before the grid's own handler, so it can cancel it
const requireModifierToEdit: GridEventListener<'cellDoubleClick'> = (
  _params,
  event,
) => {
  if (!event.ctrlKey && !event.metaKey) {
    event.defaultMuiPrevented = true;
  }
};

export default function StockCtrlDoubleClickEdit() {
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Hold Ctrl (⌘ on macOS) while double-clicking a cell to edit it.
      </Typography>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onCellDoubleClick={requireModifierToEdit}
        />
      </div>
    </Stack>
  );
}
