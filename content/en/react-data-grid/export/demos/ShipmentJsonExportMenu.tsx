import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  gridExpandedSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  tracking: string;
  carrier: string;
  destination: string;
  weightKg: number;
  delivered: boolean;
}

const rows: Shipment[] = [
  {
    id: 1,
    tracking: 'PKG-77120',
    carrier: 'Northline',
    destination: 'Lyon',
    weightKg: 2.4,
    delivered: true,
  },
  {
    id: 2,
    tracking: 'PKG-77121',
    carrier: 'Swiftpost',
    destination: 'Turin',
    weightKg: 11,
    delivered: false,
  },
  {
    id: 3,
    tracking: 'PKG-77125',
    carrier: 'Northline',
    destination: 'Ghent',
    weightKg: 0.8,
    delivered: true,
  },
  {
    id: 4,
    tracking: 'PKG-77130',
    carrier: 'Cargoway',
    destination: 'Porto',
    weightKg: 23.5,
    delivered: false,
  },
  {
    id: 5,
    tracking: 'PKG-77134',
    carrier: 'Swiftpost',
    destination: 'Bern',
    weightKg: 4.2,
    delivered: true,
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'delivered', headerName: 'Delivered', type: 'boolean', width: 100 },
];

function downloadFile(content: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url));
}

function ExportJsonItem({ onDone }: { onDone: () => void }) {
  const apiRef = useGridApiContext();

  const handleClick = () => {
    // Same rows and columns as the built-in exports: filtered, sorted, visible.
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const data = gridExpandedSortedRowIdsSelector(apiRef).map((id) => {
      const entry: Record<string, unknown> = {};
      fields.forEach((field) => {
        entry[field] = apiRef.current.getCellValue(id, field);
      });
      return entry;
    });
    downloadFile(
      JSON.stringify(data, null, 2),
      'shipments.json',
      'application/json',
    );
    onDone();
  };

  return <MenuItem onClick={handleClick}>Download as JSON</MenuItem>;
}

function ShipmentToolbar() {
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const triggerId = React.useId();
  const menuId = React.useId();
  const close = () => setOpen(false);

  return (
    <Toolbar>
      <Tooltip title="Export shipments">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          aria-controls={menuId}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={triggerRef.current}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': triggerId } }}
      >
        <ExportCsv
          render={<MenuItem />}
          options={{ fileName: 'shipments' }}
          onClick={close}
        >
          Download as CSV
        </ExportCsv>
        <ExportJsonItem onDone={close} />
        <ExportPrint
          render={<MenuItem />}
          options={{ fileName: 'Shipments' }}
          onClick={close}
        >
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function ShipmentJsonExportMenu() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: ShipmentToolbar }}
        showToolbar
      />
    </div>
  );
}
