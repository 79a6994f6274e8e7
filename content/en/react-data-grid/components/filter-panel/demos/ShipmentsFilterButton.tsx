import * as React from 'react';
import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  origin: string;
  destination: string;
  carrier: string;
  weightKg: number;
  status: string;
}

const rows: Shipment[] = [
  {
    id: 1,
    reference: 'SH-5001',
    origin: 'Rotterdam',
    destination: 'Lyon',
    carrier: 'Northline',
    weightKg: 820,
    status: 'In transit',
  },
  {
    id: 2,
    reference: 'SH-5002',
    origin: 'Hamburg',
    destination: 'Prague',
    carrier: 'RapidPost',
    weightKg: 310,
    status: 'Delivered',
  },
  {
    id: 3,
    reference: 'SH-5003',
    origin: 'Antwerp',
    destination: 'Milan',
    carrier: 'Northline',
    weightKg: 1450,
    status: 'Customs',
  },
  {
    id: 4,
    reference: 'SH-5004',
    origin: 'Gdańsk',
    destination: 'Vienna',
    carrier: 'BlueVan',
    weightKg: 560,
    status: 'In transit',
  },
  {
    id: 5,
    reference: 'SH-5005',
    origin: 'Valencia',
    destination: 'Toulouse',
    carrier: 'Cargo Express',
    weightKg: 275,
    status: 'Delivered',
  },
  {
    id: 6,
    reference: 'SH-5006',
    origin: 'Le Havre',
    destination: 'Zurich',
    carrier: 'RapidPost',
    weightKg: 990,
    status: 'Delayed',
  },
  {
    id: 7,
    reference: 'SH-5007',
    origin: 'Rotterdam',
    destination: 'Munich',
    carrier: 'BlueVan',
    weightKg: 640,
    status: 'In transit',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 110 },
  { field: 'origin', headerName: 'Origin', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function ShipmentsToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={({ ref: triggerRef, ...triggerProps }, state) => (
            <ToolbarButton
              {...triggerProps}
              // The trigger types its ref for React 19; with React 18 types, cast it.
              ref={triggerRef as React.Ref<HTMLButtonElement>}
              aria-label="Filters"
              color={state.filterCount > 0 ? 'primary' : 'default'}
            >
              {/* A dot tells the user that some filter is active */}
              <Badge
                variant="dot"
                color="primary"
                invisible={state.filterCount === 0}
              >
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

export default function ShipmentsFilterButton() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ShipmentsToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
