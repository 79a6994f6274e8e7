import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type StockLine = {
  id: number;
  sku: string;
  description: string;
  supplier: string;
  bin: string;
  onHand: number;
  reorderAt: number;
};

const rows: StockLine[] = [
  {
    id: 1,
    sku: 'FAS-M8-40',
    description: 'Hex bolt M8 × 40',
    supplier: 'Kessler Fasteners',
    bin: 'A-03-2',
    onHand: 1840,
    reorderAt: 500,
  },
  {
    id: 2,
    sku: 'FAS-W8',
    description: 'Washer M8, zinc',
    supplier: 'Kessler Fasteners',
    bin: 'A-03-3',
    onHand: 320,
    reorderAt: 800,
  },
  {
    id: 3,
    sku: 'ELC-CB-25',
    description: 'Cable tie 250 mm, black',
    supplier: 'Volta Supply',
    bin: 'C-11-1',
    onHand: 5600,
    reorderAt: 2000,
  },
  {
    id: 4,
    sku: 'PLB-VL-15',
    description: 'Ball valve 15 mm',
    supplier: 'Aquaform',
    bin: 'D-02-4',
    onHand: 42,
    reorderAt: 60,
  },
  {
    id: 5,
    sku: 'TLS-DB-6',
    description: 'Drill bit 6 mm, HSS',
    supplier: 'Rondel Tools',
    bin: 'B-07-1',
    onHand: 215,
    reorderAt: 100,
  },
];

// The definitions keep the order the data team thinks in...
const columns: GridColDef<StockLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'description', headerName: 'Description', width: 200 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
];

export default function WarehouseInitialColumnOrder() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        // ...while pickers on the floor start with the bin and the count
        initialState={{ columns: { orderedFields: ['bin', 'onHand', 'sku'] } }}
      />
    </div>
  );
}
