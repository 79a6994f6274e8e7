import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { permissionColumns, permissionRows } from './permission-rows';

function PermissionsToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv
          render={<ToolbarButton />}
          options={{ fileName: 'team-permissions' }}
        >
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ComposedPermissionsToolbar() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={permissionRows}
        columns={permissionColumns}
        slots={{ toolbar: PermissionsToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
