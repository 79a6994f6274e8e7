import * as React from 'react';
import {
  DataGridPro,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';

type BranchLoans = {
  id: number | string;
  branch: string;
  district: string;
  loans: number;
  overdue: number;
};

const branches: [branch: string, district: string][] = [
  ['Central', 'North'],
  ['Harbourside', 'South'],
  ['Millbrook', 'East'],
  ['Oakfield', 'West'],
  ['St Anne’s', 'North'],
  ['Riverside', 'South'],
  ['Northgate', 'East'],
  ['Elm Park', 'West'],
  ['Westcliff', 'North'],
  ['Greenhill', 'South'],
  ['Market Square', 'East'],
  ['Kingsway', 'West'],
  ['Fairview', 'North'],
  ['Stonebridge', 'South'],
  ['Ashford Road', 'East'],
  ['Bellevue', 'West'],
  ['Cedar Lane', 'North'],
  ['Dunmore', 'South'],
  ['Eastwood', 'East'],
  ['Foxley', 'West'],
];

const rows: BranchLoans[] = branches.map(([branch, district], index) => ({
  id: index + 1,
  branch,
  district,
  loans: 900 + ((index * 613) % 2400),
  overdue: 20 + ((index * 47) % 160),
}));

const columns: GridColDef<BranchLoans>[] = [
  { field: 'branch', headerName: 'Branch', flex: 1, minWidth: 160 },
  { field: 'district', headerName: 'District', width: 120 },
  { field: 'loans', headerName: 'Loans (March)', type: 'number', width: 140 },
  { field: 'overdue', headerName: 'Overdue', type: 'number', width: 110 },
];

type Totals = { count: number; loans: number; overdue: number };

export default function BranchLoansPagedTotal() {
  const apiRef = useGridApiRef();
  const [totals, setTotals] = React.useState<Totals>(() => ({
    count: rows.length,
    loans: rows.reduce((sum, row) => sum + row.loans, 0),
    overdue: rows.reduce((sum, row) => sum + row.overdue, 0),
  }));

  // Pinned rows ignore the filter, so add up the rows that pass it ourselves
  const updateTotals = React.useCallback(() => {
    const entries = gridFilteredSortedRowEntriesSelector(apiRef);
    const next: Totals = { count: entries.length, loans: 0, overdue: 0 };
    entries.forEach(({ model }) => {
      next.loans += model.loans;
      next.overdue += model.overdue;
    });
    // Only store new numbers, so an unchanged total does not re-render the grid
    setTotals((previous) =>
      previous.count === next.count &&
      previous.loans === next.loans &&
      previous.overdue === next.overdue
        ? previous
        : next,
    );
  }, [apiRef]);

  const pinnedRows = React.useMemo<GridPinnedRowsProp<BranchLoans>>(
    () => ({
      bottom: [
        {
          id: 'total',
          branch: `Total of ${totals.count} branches`,
          district: '',
          loans: totals.loans,
          overdue: totals.overdue,
        },
      ],
    }),
    [totals],
  );

  return (
    <div style={{ height: 450, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[5, 10, 20]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        showToolbar
        onStateChange={updateTotals}
      />
    </div>
  );
}
