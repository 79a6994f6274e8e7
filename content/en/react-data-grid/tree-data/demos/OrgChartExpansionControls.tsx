import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridRowTreeSelector,
  useGridApiRef,
  type DataGridProProps,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';
import { employees, type EmployeeRow } from './org-chart';

const getTreeDataPath: DataGridProProps<EmployeeRow>['getTreeDataPath'] = (row) =>
  row.reportingLine.split('/');

// Open the top of the chart and the engineering branch when the grid first builds the tree.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.depth === 0 || node.groupingKey === 'Luis Ortega';

const groupingColDef: DataGridProProps<EmployeeRow>['groupingColDef'] = {
  headerName: 'Employee',
  width: 260,
};

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'role', headerName: 'Role', width: 240 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function OrgChartExpansionControls() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState(
    'No group opened or closed yet.',
  );

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    return api.subscribeEvent('rowExpansionChange', (node) => {
      setLastChange(
        `${String(node.groupingKey)}'s team was ${node.childrenExpanded ? 'opened' : 'closed'}.`,
      );
    });
  }, [apiRef]);

  const setAllExpanded = (isExpanded: boolean) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    Object.values(gridRowTreeSelector(apiRef)).forEach((node) => {
      if (
        node.type === 'group' &&
        node.depth >= 0 &&
        node.childrenExpanded !== isExpanded
      ) {
        api.setRowChildrenExpansion(node.id, isExpanded);
      }
    });
  };

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setAllExpanded(false)}
        >
          Collapse all
        </Button>
        <Typography variant="body2" role="status" aria-live="polite">
          {lastChange}
        </Typography>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          getTreeDataPath={getTreeDataPath}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          groupingColDef={groupingColDef}
          rows={employees}
          columns={columns}
          density="compact"
        />
      </div>
    </Stack>
  );
}
