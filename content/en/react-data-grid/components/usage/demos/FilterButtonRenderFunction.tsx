import { type Ref } from 'react';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, FilterPanelTrigger, Toolbar } from '@mui/x-data-grid';
import { permissionColumns, permissionRows } from './permission-rows';

function FilterToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={({ ref, ...props }, state) => (
          <Button
            {...props}
            // The grid types refs for React 19; with React 18 types, cast it.
            ref={ref as Ref<HTMLButtonElement>}
            size="small"
            variant={state.filterCount > 0 ? 'contained' : 'outlined'}
            startIcon={<FilterListIcon />}
          >
            {state.open ? 'Close filters' : `Filters (${state.filterCount})`}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function FilterButtonRenderFunction() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={permissionRows}
        columns={permissionColumns}
        slots={{ toolbar: FilterToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
