import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import PrintIcon from '@mui/icons-material/Print';
import TuneIcon from '@mui/icons-material/Tune';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportPrint,
  FilterPanelTrigger,
  Toolbar,
} from '@mui/x-data-grid';
import { permissionColumns, permissionRows } from './permission-rows';

function OutlinedToolbar() {
  return (
    // aria-label and style are forwarded to the toolbar's <div>.
    <Toolbar aria-label="Permission tools" style={{ justifyContent: 'flex-start' }}>
      {/* Children on the trigger */}
      <ColumnsPanelTrigger
        render={
          <Button variant="outlined" size="small" startIcon={<ViewColumnIcon />} />
        }
      >
        Columns
      </ColumnsPanelTrigger>
      {/* Children inside the element passed to render */}
      <FilterPanelTrigger
        render={
          <Button variant="outlined" size="small" startIcon={<TuneIcon />}>
            Filters
          </Button>
        }
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ExportPrint
        render={<Button variant="text" size="small" startIcon={<PrintIcon />} />}
        options={{ hideFooter: true, hideToolbar: true }}
      >
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function CustomElementTriggers() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={permissionRows}
        columns={permissionColumns}
        slots={{ toolbar: OutlinedToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
