import * as React from 'react';
import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface RegionSales {
  id: number;
  region: string;
  manager: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: RegionSales[] = [
  {
    id: 1,
    region: 'Nordics',
    manager: 'Elin Strand',
    q1: 412,
    q2: 388,
    q3: 455,
    q4: 530,
  },
  {
    id: 2,
    region: 'Benelux',
    manager: 'Bram Peeters',
    q1: 365,
    q2: 402,
    q3: 391,
    q4: 447,
  },
  {
    id: 3,
    region: 'Iberia',
    manager: 'Lucía Ferrer',
    q1: 298,
    q2: 341,
    q3: 377,
    q4: 360,
  },
  {
    id: 4,
    region: 'Baltics',
    manager: 'Rasa Petraitė',
    q1: 154,
    q2: 171,
    q3: 166,
    q4: 202,
  },
  {
    id: 5,
    region: 'Central Europe',
    manager: 'Tomáš Novák',
    q1: 433,
    q2: 419,
    q3: 462,
    q4: 498,
  },
];

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 140 },
  { field: 'manager', headerName: 'Manager', width: 150 },
  { field: 'q1', headerName: 'Q1 (k€)', type: 'number', width: 90 },
  { field: 'q2', headerName: 'Q2 (k€)', type: 'number', width: 90 },
  { field: 'q3', headerName: 'Q3 (k€)', type: 'number', width: 90 },
  { field: 'q4', headerName: 'Q4 (k€)', type: 'number', width: 90 },
];

function SalesToolbar() {
  const apiRef = useGridApiContext();
  const visibilityModel = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hiddenCount = Object.values(visibilityModel).filter(
    (visible) => !visible,
  ).length;
  const label = hiddenCount === 0 ? 'Columns' : `Columns (${hiddenCount} hidden)`;

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Sales by region, 2024
      </Typography>
      <Tooltip title={label}>
        <ColumnsPanelTrigger
          render={({ ref: triggerRef, ...triggerProps }, state) => (
            <ToolbarButton
              {...triggerProps}
              // The trigger types its ref for React 19; with React 18 types, cast it.
              ref={triggerRef as React.Ref<HTMLButtonElement>}
              aria-label={label}
              color={state.open ? 'primary' : 'default'}
            >
              <Badge badgeContent={hiddenCount} color="primary">
                <ViewColumnIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

export default function RegionalSalesHiddenColumns() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SalesToolbar }}
        showToolbar
        hideFooter
        initialState={{
          columns: { columnVisibilityModel: { manager: false, q1: false } },
        }}
      />
    </div>
  );
}
