import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Device {
  id: number;
  name: string;
  owner: string;
  locked: boolean;
  lost: boolean;
}

const initialRows: Device[] = [
  { id: 1, name: 'MBP-0142', owner: 'Hana Sato', locked: false, lost: false },
  { id: 2, name: 'PIXEL-0877', owner: 'Omar Haddad', locked: true, lost: false },
  { id: 3, name: 'IPAD-0315', owner: 'Greta Lind', locked: false, lost: false },
  { id: 4, name: 'THINK-0520', owner: 'Diego Alves', locked: false, lost: true },
];

interface RetireActionProps {
  label: string;
  icon: React.ReactNode;
  showInMenu: true;
  deviceName: string;
  onConfirm: () => void;
  /** Passed by the actions cell to the items of its menu. */
  closeMenu?: () => void;
}

/** A menu item that asks for confirmation in a dialog before it acts. */
function RetireAction({
  deviceName,
  onConfirm,
  closeMenu,
  ...itemProps
}: RetireActionProps) {
  const [open, setOpen] = React.useState(false);

  const close = () => {
    setOpen(false);
    closeMenu?.();
  };

  return (
    <React.Fragment>
      {/* Keep the menu, and so this dialog, mounted after the click. */}
      <GridActionsCellItem
        {...itemProps}
        closeMenuOnClick={false}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={close} aria-labelledby="retire-device-title">
        <DialogTitle id="retire-device-title">Retire {deviceName}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The device is wiped and removed from the fleet. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            color="error"
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            Retire
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}

export default function DeviceFleetActions() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Device>[]>(() => {
    const update = (id: GridRowId, change: Partial<Device>) =>
      setRows((prev) =>
        prev.map((row) => (row.id === id ? { ...row, ...change } : row)),
      );
    const retire = (id: GridRowId) =>
      setRows((prev) => prev.filter((row) => row.id !== id));

    return [
      { field: 'name', headerName: 'Device', width: 130 },
      { field: 'owner', headerName: 'Owner', width: 140 },
      { field: 'locked', headerName: 'Locked', type: 'boolean', width: 90 },
      { field: 'lost', headerName: 'Reported lost', type: 'boolean', width: 120 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ id, row }) => [
          // Shown as an icon button in the cell.
          <GridActionsCellItem
            key="lock"
            icon={row.locked ? <LockOpenOutlined /> : <LockOutlined />}
            label={row.locked ? 'Unlock' : 'Lock'}
            onClick={() => update(id, { locked: !row.locked })}
          />,
          // Shown in the "more" menu; the menu closes after the click.
          <GridActionsCellItem
            key="lost"
            icon={<ReportProblemOutlined />}
            label={row.lost ? 'Mark as found' : 'Report lost'}
            showInMenu
            onClick={() => update(id, { lost: !row.lost, locked: true })}
          />,
          <RetireAction
            key="retire"
            icon={<DeleteOutline />}
            label="Retire…"
            showInMenu
            deviceName={row.name}
            onConfirm={() => retire(id)}
          />,
        ],
      },
    ];
  }, []);

  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
