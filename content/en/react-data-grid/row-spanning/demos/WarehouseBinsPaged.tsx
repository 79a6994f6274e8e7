import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Bin = {
  id: string;
  aisle: string;
  shelf: string;
  item: string;
  units: number;
};

const items = [
  'Cable ties',
  'Wall plugs',
  'Wood screws',
  'Hinges',
  'Door handles',
  'Padlocks',
  'Hooks',
  'Brackets',
  'Washers',
  'Nuts',
  'Bolts',
];

// Four aisles, three shelves each: a fixed layout, so every render matches
const rows: Bin[] = ['A', 'B', 'C', 'D'].flatMap((aisle, aisleIndex) =>
  ['Top', 'Middle', 'Bottom'].map((shelf, shelfIndex) => {
    const index = aisleIndex * 3 + shelfIndex;
    return {
      id: `${aisle}-${shelfIndex + 1}`,
      aisle: `Aisle ${aisle}`,
      shelf,
      item: items[index % items.length] ?? '',
      units: ((index * 37) % 90) + 10,
    };
  }),
);

const columns: GridColDef<Bin>[] = [
  { field: 'aisle', headerName: 'Aisle', width: 110 },
  { field: 'shelf', headerName: 'Shelf', width: 110 },
  { field: 'id', headerName: 'Bin', width: 90 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  {
    field: 'units',
    headerName: 'Units',
    type: 'number',
    width: 90,
    rowSpanValueGetter: () => null,
  },
];

export default function WarehouseBinsPaged() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10, 25]}
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        sx={{ '& .MuiDataGrid-row:hover': { backgroundColor: 'transparent' } }}
      />
    </Box>
  );
}
