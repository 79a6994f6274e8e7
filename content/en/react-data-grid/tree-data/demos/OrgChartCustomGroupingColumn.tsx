import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  gridFilteredDescendantCountLookupSelector,
  useGridApiContext,
  useGridSelector,
  type DataGridProProps,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { employees, type EmployeeRow } from './org-chart';

// The path comes from a slash-separated string, split on the fly.
const getTreeDataPath: DataGridProProps<EmployeeRow>['getTreeDataPath'] = (row) =>
  row.reportingLine.split('/');

function ReportsCell(props: GridRenderCellParams<EmployeeRow>) {
  const { id, field, rowNode, value } = props;
  const apiRef = useGridApiContext();
  const descendantCounts = useGridSelector(
    apiRef,
    gridFilteredDescendantCountLookupSelector,
  );
  const reports = descendantCounts[rowNode.id] ?? 0;

  const handleClick = (event: React.MouseEvent) => {
    if (rowNode.type !== 'group') {
      return;
    }
    event.stopPropagation();
    apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
    apiRef.current.setCellFocus(id, field);
  };

  return (
    <Box
      sx={{ ml: rowNode.depth * 3, display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <span>{String(value ?? '')}</span>
      {rowNode.type === 'group' && reports > 0 ? (
        <Button size="small" tabIndex={-1} onClick={handleClick}>
          {rowNode.childrenExpanded ? 'Hide' : 'Show'} team of {reports}
        </Button>
      ) : null}
    </Box>
  );
}

const groupingColDef: DataGridProProps<EmployeeRow>['groupingColDef'] = {
  headerName: 'Employee',
  width: 320,
  renderCell: (params) => <ReportsCell {...params} />,
};

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'role', headerName: 'Role', width: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  {
    field: 'startYear',
    headerName: 'Joined',
    type: 'number',
    width: 90,
    valueFormatter: (value?: number) => (value === undefined ? '' : String(value)),
  },
  { field: 'email', headerName: 'Email', width: 240 },
];

export default function OrgChartCustomGroupingColumn() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        rows={employees}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] },
        }}
      />
    </div>
  );
}
