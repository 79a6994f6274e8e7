import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DataGridPro, type DataGridProProps } from '@mui/x-data-grid-pro';

interface LineItem {
  id: number;
  sku: string;
  description: string;
  quantity: number;
  unitPrice: number;
}

interface PurchaseOrder {
  id: string;
  supplier: string;
  expected: string;
  lines: LineItem[];
}

const skus = [
  ['PAL-120', 'Euro pallet, 1200 × 800'],
  ['STR-050', 'Stretch film, 50 cm'],
  ['TAP-048', 'Packing tape, 48 mm'],
  ['BOX-403', 'Carton, 40 × 30 × 30'],
  ['LBL-A6', 'Thermal labels, A6'],
  ['GLV-M', 'Work gloves, size M'],
] as const;

// Lines computed from the order number, so the server and the browser agree.
function createLines(orderIndex: number): LineItem[] {
  const count = 2 + (orderIndex % 4);
  return Array.from({ length: count }, (_, index) => {
    const [sku, description] = skus[(orderIndex * 2 + index) % skus.length]!;
    return {
      id: index + 1,
      sku,
      description,
      quantity: 5 + ((orderIndex * 7 + index * 11) % 40),
      unitPrice: 2 + ((orderIndex + index * 3) % 9) * 1.5,
    };
  });
}

const suppliers = [
  'Baltic Packaging',
  'Kessler Tools',
  'Ostrava Logistics',
  'Iberpack',
];

const rows: PurchaseOrder[] = Array.from({ length: 8 }, (_, index) => ({
  id: `PO-${3100 + index}`,
  supplier: suppliers[index % suppliers.length]!,
  expected: `2025-04-${String(3 + index * 2).padStart(2, '0')}`,
  lines: createLines(index),
}));

const orderTotal = (order: PurchaseOrder) =>
  order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

const columns: GridColDef<PurchaseOrder>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 170 },
  { field: 'expected', headerName: 'Expected', width: 120 },
  {
    field: 'lines',
    headerName: 'Lines',
    type: 'number',
    width: 80,
    valueGetter: (value: LineItem[]) => value.length,
  },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

const lineColumns: GridColDef<LineItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit (€)',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'lineTotal',
    headerName: 'Line total (€)',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

const getDetailPanelContent: DataGridProProps<PurchaseOrder>['getDetailPanelContent'] =
  ({ row }) => (
    <Box
      sx={{
        px: 7,
        py: 1.5,
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Typography variant="subtitle2" gutterBottom>
        {row.id} from {row.supplier}
      </Typography>
      {/* The inner grid fills the rest of the panel's fixed height */}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={row.lines}
          columns={lineColumns}
          density="compact"
          hideFooter
          disableColumnMenu
          aria-label={`Lines of ${row.id}`}
        />
      </Box>
    </Box>
  );

const getDetailPanelHeight = () => 260;

export default function PurchaseOrderLineItems() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set(['PO-3101']) } }}
        hideFooter
      />
    </div>
  );
}
