import * as React from 'react';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { stockColumns, stockRows } from './stock-rows';

function StockToolbar() {
  const [exportOpen, setExportOpen] = React.useState(false);
  const exportButtonRef = React.useRef<HTMLButtonElement>(null);

  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{ flex: 1, mx: 0.5 }}>
        Stockroom
      </Typography>

      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>

      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={({ ref, ...props }, state) => (
            <ToolbarButton
              {...props}
              // The grid types refs for React 19; with React 18 types, cast it.
              ref={ref as React.Ref<HTMLButtonElement>}
              color={state.filterCount > 0 ? 'primary' : 'default'}
            >
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>

      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />

      <Tooltip title="Export">
        <ToolbarButton
          ref={exportButtonRef}
          id="stockroom-export-trigger"
          aria-controls="stockroom-export-menu"
          aria-haspopup="true"
          aria-expanded={exportOpen ? 'true' : undefined}
          onClick={() => setExportOpen(true)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="stockroom-export-menu"
        anchorEl={exportButtonRef.current}
        open={exportOpen}
        onClose={() => setExportOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'stockroom-export-trigger' } }}
      >
        <ExportPrint render={<MenuItem />} onClick={() => setExportOpen(false)}>
          Print
        </ExportPrint>
        <ExportCsv
          render={<MenuItem />}
          options={{ fileName: 'stockroom' }}
          onClick={() => setExportOpen(false)}
        >
          Download as CSV
        </ExportCsv>
      </Menu>

      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />

      <QuickFilter expanded>
        <QuickFilterControl
          // Render Material UI's TextField and hand the control's ref to its <input>.
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Search…"
              size="small"
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: {
                  ...controlProps.slotProps?.htmlInput,
                  'aria-label': 'Search stock',
                },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear
                        edge="end"
                        size="small"
                        aria-label="Clear search"
                      >
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function StockroomToolbar() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={stockRows}
        columns={stockColumns}
        slots={{ toolbar: StockToolbar }}
        showToolbar
        pageSizeOptions={[6, 12]}
        initialState={{ pagination: { paginationModel: { pageSize: 6 } } }}
      />
    </div>
  );
}
