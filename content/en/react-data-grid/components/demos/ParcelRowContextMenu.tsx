import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Parcel = {
  id: number;
  reference: string;
  recipient: string;
  city: string;
  status: 'In transit' | 'Out for delivery' | 'Delivered' | 'On hold';
};

const initialRows: Parcel[] = [
  {
    id: 1,
    reference: 'PCL-3301',
    recipient: 'Ines Duarte',
    city: 'Porto',
    status: 'In transit',
  },
  {
    id: 2,
    reference: 'PCL-3302',
    recipient: 'Tomasz Nowak',
    city: 'Kraków',
    status: 'Out for delivery',
  },
  {
    id: 3,
    reference: 'PCL-3303',
    recipient: 'Fatima Zahra',
    city: 'Lyon',
    status: 'In transit',
  },
  {
    id: 4,
    reference: 'PCL-3304',
    recipient: 'Lukas Steiner',
    city: 'Graz',
    status: 'Delivered',
  },
  {
    id: 5,
    reference: 'PCL-3305',
    recipient: 'Aoife Byrne',
    city: 'Cork',
    status: 'In transit',
  },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'status', headerName: 'Status', width: 150 },
];

type MenuState = { rowId: number; mouseX: number; mouseY: number } | null;

export default function ParcelRowContextMenu() {
  const [rows, setRows] = React.useState(initialRows);
  const [menu, setMenu] = React.useState<MenuState>(null);

  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    // Every row element carries its id in a data-id attribute.
    const rowId = Number(event.currentTarget.getAttribute('data-id'));
    setMenu(
      menu === null
        ? { rowId, mouseX: event.clientX + 2, mouseY: event.clientY - 6 }
        : null,
    );
  };

  const updateStatus = (status: Parcel['status']) => {
    if (menu) {
      setRows((current) =>
        current.map((row) => (row.id === menu.rowId ? { ...row, status } : row)),
      );
    }
    setMenu(null);
  };

  const removeRow = () => {
    if (menu) {
      setRows((current) => current.filter((row) => row.id !== menu.rowId));
    }
    setMenu(null);
  };

  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{
          row: {
            onContextMenu: handleContextMenu,
            style: { cursor: 'context-menu' },
          },
        }}
      />
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.mouseY, left: menu.mouseX } : undefined}
        slotProps={{
          root: {
            onContextMenu: (event: React.MouseEvent) => event.preventDefault(),
          },
        }}
      >
        <MenuItem onClick={() => updateStatus('Delivered')}>
          Mark as delivered
        </MenuItem>
        <MenuItem onClick={() => updateStatus('On hold')}>Put on hold</MenuItem>
        <MenuItem onClick={removeRow}>Remove parcel</MenuItem>
      </Menu>
    </div>
  );
}
