import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface StockRow {
  id: number;
  sku: string;
  item: string;
  leeds: number;
  bristol: number;
  glasgow: number;
  cardiff: number;
}

const rows: StockRow[] = [
  {
    id: 1,
    sku: 'TL-104',
    item: 'Cordless drill',
    leeds: 42,
    bristol: 7,
    glasgow: 0,
    cardiff: 18,
  },
  {
    id: 2,
    sku: 'TL-221',
    item: 'Spirit level 60 cm',
    leeds: 15,
    bristol: 31,
    glasgow: 9,
    cardiff: 0,
  },
  {
    id: 3,
    sku: 'TL-305',
    item: 'Safety goggles',
    leeds: 120,
    bristol: 88,
    glasgow: 64,
    cardiff: 97,
  },
  {
    id: 4,
    sku: 'TL-412',
    item: 'Workbench clamp',
    leeds: 3,
    bristol: 0,
    glasgow: 12,
    cardiff: 6,
  },
  {
    id: 5,
    sku: 'TL-518',
    item: 'Tape measure 8 m',
    leeds: 57,
    bristol: 44,
    glasgow: 8,
    cardiff: 39,
  },
  {
    id: 6,
    sku: 'TL-630',
    item: 'Chisel set',
    leeds: 0,
    bristol: 14,
    glasgow: 22,
    cardiff: 5,
  },
];

const depots = ['leeds', 'bristol', 'glasgow', 'cardiff'];

const columns: GridColDef<StockRow>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'leeds', headerName: 'Leeds', type: 'number', width: 95 },
  { field: 'bristol', headerName: 'Bristol', type: 'number', width: 95 },
  { field: 'glasgow', headerName: 'Glasgow', type: 'number', width: 95 },
  { field: 'cardiff', headerName: 'Cardiff', type: 'number', width: 95 },
];

// Called for every cell of every column; it decides which cells it cares about.
const getStockCellClassName = (params: GridCellParams<StockRow>) => {
  if (!depots.includes(params.field) || typeof params.value !== 'number') {
    return '';
  }
  if (params.value === 0) {
    return 'stock--empty';
  }
  return params.value < 10 ? 'stock--low' : '';
};

export default function StockLevelCellClasses() {
  return (
    <div style={{ height: 370, width: '100%' }}>
      <DataGrid
        sx={(theme) => ({
          '& .stock--empty': {
            backgroundColor: 'rgba(211, 47, 47, 0.16)',
            color: (theme.vars || theme).palette.error.main,
            fontWeight: 700,
          },
          '& .stock--low': {
            backgroundColor: 'rgba(237, 108, 2, 0.14)',
          },
        })}
        rows={rows}
        columns={columns}
        getCellClassName={getStockCellClassName}
        hideFooter
      />
    </div>
  );
}
