import * as React from 'react';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  gridFilteredDescendantCountLookupSelector,
  useGridApiRef,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';

interface BugReport {
  id: number;
  key: string;
  component: string;
  severity: string;
  reporter: string;
}

// Uneven group sizes: Checkout 7, Search 2, Login 5, Profile 1, Notifications 3.
const componentsBySize = [
  ...Array<string>(7).fill('Checkout'),
  ...Array<string>(2).fill('Search'),
  ...Array<string>(5).fill('Login'),
  'Profile',
  ...Array<string>(3).fill('Notifications'),
];
const severities = ['Minor', 'Major', 'Critical'];
const reporters = ['QA bot', 'Support', 'Beta user', 'Developer'];

const rows: BugReport[] = componentsBySize.map((component, index) => ({
  id: index + 1,
  key: `BUG-${510 + index * 3}`,
  component,
  severity: severities[(index * 2) % severities.length] ?? '',
  reporter: reporters[(index * 3) % reporters.length] ?? '',
}));

const columns: GridColDef<BugReport>[] = [
  { field: 'key', headerName: 'Key', width: 110, groupable: false },
  { field: 'component', headerName: 'Component', width: 140 },
  { field: 'severity', headerName: 'Severity', width: 110 },
  { field: 'reporter', headerName: 'Reporter', width: 130 },
];

export default function BugReportsGroupsBySize() {
  const apiRef = useGridApiRef();

  const groupingColDef = React.useMemo<GridGroupingColDefOverride<BugReport>>(
    () => ({
      width: 200,
      sortComparator: (_value1, _value2, params1, params2) => {
        const node1 = params1.rowNode;
        const node2 = params2.rowNode;
        if (node1.type === 'group' && node2.type === 'group') {
          // Only compare groups of the same level, by how many rows pass the filters.
          if (node1.groupingField !== node2.groupingField) {
            return 0;
          }
          const counts = gridFilteredDescendantCountLookupSelector(apiRef);
          return (counts[node1.id] ?? 0) - (counts[node2.id] ?? 0);
        }
        // Leaves keep their order, after the subgroups of the same parent.
        if (node1.type === 'group') {
          return 1;
        }
        if (node2.type === 'group') {
          return -1;
        }
        return 0;
      },
    }),
    [apiRef],
  );

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['component'] },
          columns: { columnVisibilityModel: { component: false } },
          sorting: {
            sortModel: [
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' },
            ],
          },
        }}
      />
    </div>
  );
}
