import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

const sizeOrder = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

// Sort sizes by their place in `sizeOrder`, not alphabetically
const sizeComparator: GridComparatorFn<string> = (size1, size2) =>
  sizeOrder.indexOf(size1) - sizeOrder.indexOf(size2);

const rows = [
  { id: 1, item: 'Merino crew neck', size: 'M', colour: 'Charcoal', inStock: 14 },
  { id: 2, item: 'Merino crew neck', size: 'XL', colour: 'Charcoal', inStock: 3 },
  { id: 3, item: 'Linen shirt', size: 'S', colour: 'Sand', inStock: 9 },
  { id: 4, item: 'Linen shirt', size: 'XXL', colour: 'Sand', inStock: 2 },
  { id: 5, item: 'Rain shell', size: 'L', colour: 'Olive', inStock: 11 },
  { id: 6, item: 'Rain shell', size: 'XS', colour: 'Olive', inStock: 6 },
  { id: 7, item: 'Cotton tee', size: 'L', colour: 'White', inStock: 25 },
  { id: 8, item: 'Cotton tee', size: 'M', colour: 'White', inStock: 31 },
];

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'size', headerName: 'Size', width: 90, sortComparator: sizeComparator },
  { field: 'colour', headerName: 'Colour', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function ClothingSizeComparator() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'asc' }] } }}
      />
    </div>
  );
}
