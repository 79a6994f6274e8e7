import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface PickLine {
  id: number;
  order: string;
  item: string;
  zone: string;
  quantity: number;
  picker: string;
}

const zones = ['A', 'B', 'C'];
const items = [
  'Cable ties',
  'Label rolls',
  'Box cutter',
  'Packing tape',
  'Bubble wrap',
  'Pallet wrap',
];
const pickers = ['Eun-ji', 'Marek', 'Sade', 'Lukas'];

const pick = (list: readonly string[], index: number) =>
  list[index % list.length] ?? '';

// 30 pick lines computed from their index
const rows: PickLine[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  order: `SO-${5300 + Math.floor(index / 2)}`,
  item: pick(items, index * 5 + 2),
  zone: pick(zones, index * 2),
  quantity: (index * 7) % 13,
  picker: pick(pickers, index),
}));

const columns: GridColDef<PickLine>[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  {
    field: 'zone',
    headerName: 'Zone',
    type: 'singleSelect',
    valueOptions: zones,
    width: 90,
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'picker', headerName: 'Picker', width: 110 },
];

export default function PickListWithoutPanelButtons() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'zone', operator: 'is', value: 'B' },
                { id: 2, field: 'quantity', operator: '>', value: 0 },
              ],
            },
          },
        }}
        slotProps={{
          filterPanel: {
            disableAddFilterButton: true,
            disableRemoveAllButton: true,
          },
        }}
      />
    </div>
  );
}
