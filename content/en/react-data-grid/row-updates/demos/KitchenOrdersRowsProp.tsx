import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type OrderStatus = 'Queued' | 'Cooking' | 'Ready' | 'Served';

interface KitchenOrder {
  id: number;
  table: string;
  dish: string;
  status: OrderStatus;
}

const nextStatus: Record<OrderStatus, OrderStatus> = {
  Queued: 'Cooking',
  Cooking: 'Ready',
  Ready: 'Served',
  Served: 'Served',
};

const menu = ['Mushroom risotto', 'Fish tacos', 'Caesar salad', 'Lamb tagine'];

const initialOrders: KitchenOrder[] = [
  { id: 1, table: 'T4', dish: 'Margherita pizza', status: 'Ready' },
  { id: 2, table: 'T2', dish: 'Pad thai', status: 'Cooking' },
  { id: 3, table: 'T7', dish: 'Tomato soup', status: 'Queued' },
  { id: 4, table: 'T1', dish: 'Beef burger', status: 'Queued' },
];

const columns: GridColDef<KitchenOrder>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'table', headerName: 'Table', width: 90 },
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function KitchenOrdersRowsProp() {
  const [orders, setOrders] = React.useState<KitchenOrder[]>(initialOrders);

  const advanceAll = () => {
    setOrders((prev) =>
      prev.map((order) => ({ ...order, status: nextStatus[order.status] })),
    );
  };

  const addOrder = () => {
    setOrders((prev) => {
      const id = prev.reduce((max, order) => Math.max(max, order.id), 0) + 1;
      return [
        ...prev,
        {
          id,
          table: `T${(id % 8) + 1}`,
          dish: menu[id % menu.length] ?? 'Chef’s special',
          status: 'Queued',
        },
      ];
    });
  };

  const clearServed = () => {
    setOrders((prev) => prev.filter((order) => order.status !== 'Served'));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={advanceAll}>
          Advance every order
        </Button>
        <Button size="small" variant="outlined" onClick={addOrder}>
          New order
        </Button>
        <Button size="small" variant="outlined" onClick={clearServed}>
          Clear served
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid rows={orders} columns={columns} />
      </div>
    </Stack>
  );
}
