import * as React from 'react';
import {
  DataGridPremium,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  channel: string;
  quarter: string;
  revenue: number;
}

const rows: Sale[] = [
  { id: 1, region: 'North', channel: 'Online', quarter: 'Q1', revenue: 18200 },
  { id: 2, region: 'North', channel: 'Retail', quarter: 'Q1', revenue: 24100 },
  { id: 3, region: 'South', channel: 'Online', quarter: 'Q1', revenue: 15600 },
  { id: 4, region: 'South', channel: 'Retail', quarter: 'Q1', revenue: 20900 },
  { id: 5, region: 'North', channel: 'Online', quarter: 'Q2', revenue: 19800 },
  { id: 6, region: 'North', channel: 'Retail', quarter: 'Q2', revenue: 22700 },
  { id: 7, region: 'South', channel: 'Online', quarter: 'Q2', revenue: 17300 },
  { id: 8, region: 'South', channel: 'Retail', quarter: 'Q2', revenue: 21500 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region' },
  { field: 'channel', headerName: 'Channel' },
  { field: 'quarter', headerName: 'Quarter' },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 130 },
];

// Pivot mode is on, but no field is in rows, columns or values yet
const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: { rows: [], columns: [], values: [] },
  },
};

export default function SalesPivotEmptyOverlay() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        showToolbar
        hideFooter
      />
    </div>
  );
}
