import * as React from 'react';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';
import { regionRows, sumQuarters, type RegionSales } from './regional-sales';

const quarterColumn = (
  field: 'q1' | 'q2' | 'q3' | 'q4',
  headerName: string,
): GridColDef<RegionSales> => ({
  field,
  headerName,
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => `€${value.toLocaleString('en-GB')}k`,
});

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 170 },
  quarterColumn('q1', 'Q1'),
  quarterColumn('q2', 'Q2'),
  quarterColumn('q3', 'Q3'),
  quarterColumn('q4', 'Q4'),
];

export default function RegionalSalesPinnedRows() {
  // Keep the same object between renders: a new one makes the grid process the rows again
  const pinnedRows = React.useMemo<GridPinnedRowsProp<RegionSales>>(
    () => ({
      top: [
        {
          id: 'target',
          region: 'Target per region',
          q1: 300,
          q2: 320,
          q3: 340,
          q4: 360,
        },
      ],
      bottom: [{ id: 'total', region: 'All regions', ...sumQuarters(regionRows) }],
    }),
    [],
  );

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={regionRows}
        columns={columns}
        pinnedRows={pinnedRows}
        hideFooter
      />
    </div>
  );
}
