import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-premium';

interface PackedItem {
  id: number;
  pallet: string;
  carton: string;
  item: string;
  quantity: number;
}

const items = [
  'Desk lamp',
  'Notebook set',
  'Cable organiser',
  'Monitor stand',
  'Mouse pad',
  'USB hub',
];

const rows: PackedItem[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  pallet: `Pallet ${Math.floor(index / 8) + 1}`,
  carton: `Carton ${String.fromCharCode(65 + Math.floor(index / 4))}`,
  item: items[(index * 5) % items.length] ?? '',
  quantity: ((index * 7) % 12) + 1,
}));

const columns: GridColDef<PackedItem>[] = [
  { field: 'pallet', headerName: 'Pallet', width: 100 },
  { field: 'carton', headerName: 'Carton', width: 100 },
  { field: 'item', headerName: 'Item', width: 160, groupable: false },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    groupable: false,
  },
];

const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

export default function PackingListSelectionPropagation() {
  const [parents, setParents] = React.useState(true);
  const [descendants, setDescendants] = React.useState(true);
  const [selection, setSelection] =
    React.useState<GridRowSelectionModel>(emptySelection);

  const rowSelectionPropagation = React.useMemo(
    () => ({ parents, descendants }),
    [parents, descendants],
  );

  // "Select all" can produce an exclude model: every row except the listed ids.
  const selectedItems = rows.filter((row) =>
    selection.type === 'include'
      ? selection.ids.has(row.id)
      : !selection.ids.has(row.id),
  ).length;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={descendants}
              onChange={(event) => setDescendants(event.target.checked)}
            />
          }
          label="Selecting a group selects its rows"
        />
        <FormControlLabel
          control={
            <Switch
              checked={parents}
              onChange={(event) => setParents(event.target.checked)}
            />
          }
          label="Selecting every row selects the group"
        />
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={rowSelectionPropagation}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(newSelection) => setSelection(newSelection)}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['pallet', 'carton'] },
            columns: { columnVisibilityModel: { pallet: false, carton: false } },
          }}
          hideFooterSelectedRowCount
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        Items selected: {selectedItems} of {rows.length}
      </Typography>
    </Stack>
  );
}
