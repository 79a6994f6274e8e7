import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockLine {
  id: number;
  sku: string;
  product: string;
  aisle: string;
  onHand: number;
}

const stock: StockLine[] = [
  { id: 1, sku: 'WH-1001', product: 'Pallet wrap 500 mm', aisle: 'A1', onHand: 140 },
  {
    id: 2,
    sku: 'WH-1002',
    product: 'Carton 40 × 30 × 30',
    aisle: 'A2',
    onHand: 2300,
  },
  {
    id: 3,
    sku: 'WH-1003',
    product: 'Packing tape, brown',
    aisle: 'A2',
    onHand: 860,
  },
  {
    id: 4,
    sku: 'WH-1004',
    product: 'Label roll 100 × 150',
    aisle: 'B4',
    onHand: 95,
  },
  { id: 5, sku: 'WH-1005', product: 'Void fill paper', aisle: 'B1', onHand: 410 },
  { id: 6, sku: 'WH-1006', product: 'Strapping buckles', aisle: 'C3', onHand: 1200 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'aisle', headerName: 'Aisle', width: 80 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
];

export default function WarehouseReloadLoading() {
  const [rows, setRows] = React.useState<StockLine[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [requestId, setRequestId] = React.useState(0);

  // Stands for a request to your API: the answer arrives after a delay
  React.useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      setRows(stock);
      setLoading(false);
    }, 1500);
    return () => clearTimeout(timer);
  }, [requestId]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          disabled={loading}
          onClick={() => setRequestId((id) => id + 1)}
        >
          Refresh stock
        </Button>
        <Button
          size="small"
          disabled={loading}
          onClick={() => {
            setRows([]);
            setRequestId((id) => id + 1);
          }}
        >
          Load from scratch
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter />
      </div>
    </Stack>
  );
}
