import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface TimesheetEntry {
  id: number;
  person: string;
  project: string;
  week: number;
  hours: number;
  billable: boolean;
}

const people = ['Ines', 'Rafael', 'Yuki', 'Olu'];
const projects = ['Website relaunch', 'Mobile app', 'Data warehouse'];

const rows: TimesheetEntry[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  person: people[index % people.length] ?? '',
  project: projects[(index * 2) % projects.length] ?? '',
  week: 23 + Math.floor(index / people.length),
  hours: 12 + ((index * 7) % 28),
  billable: index % 3 !== 2,
}));

const columns: GridColDef<TimesheetEntry>[] = [
  { field: 'person', headerName: 'Person', width: 110 },
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 160 },
  { field: 'week', headerName: 'Week', type: 'number', width: 80 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  { field: 'billable', headerName: 'Billable', type: 'boolean', width: 100 },
];

function ExportMenu() {
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const triggerId = React.useId();
  const menuId = React.useId();
  const close = () => setOpen(false);

  return (
    <React.Fragment>
      <Tooltip title="Export timesheets">
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
          options={{ fileName: 'timesheets' }}
          onClick={close}
        >
          CSV file
        </ExportCsv>
        <ExportExcel
          render={<MenuItem />}
          options={{ fileName: 'timesheets' }}
          onClick={close}
        >
          Excel workbook
        </ExportExcel>
        <ExportPrint
          render={<MenuItem />}
          options={{ fileName: 'Timesheets' }}
          onClick={close}
        >
          Print
        </ExportPrint>
      </Menu>
    </React.Fragment>
  );
}

function TimesheetToolbar() {
  return (
    <Toolbar>
      <ExportMenu />
    </Toolbar>
  );
}

export default function TimesheetExportMenu() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        density="compact"
        slots={{ toolbar: TimesheetToolbar }}
        showToolbar
      />
    </div>
  );
}
