import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface PermissionRow {
  id: string;
  scope: string;
  risk: 'Low' | 'Medium' | 'High';
}

const rows: PermissionRow[] = [
  { id: 'billing', scope: 'Billing', risk: 'Medium' },
  { id: 'billing/invoices', scope: 'Billing/Invoices', risk: 'Low' },
  { id: 'billing/invoices/view', scope: 'Billing/Invoices/View', risk: 'Low' },
  { id: 'billing/invoices/issue', scope: 'Billing/Invoices/Issue', risk: 'Medium' },
  { id: 'billing/invoices/void', scope: 'Billing/Invoices/Void', risk: 'High' },
  { id: 'billing/refunds', scope: 'Billing/Refunds', risk: 'High' },
  {
    id: 'billing/refunds/request',
    scope: 'Billing/Refunds/Request',
    risk: 'Medium',
  },
  { id: 'billing/refunds/approve', scope: 'Billing/Refunds/Approve', risk: 'High' },
  { id: 'catalog', scope: 'Catalog', risk: 'Low' },
  { id: 'catalog/products', scope: 'Catalog/Products', risk: 'Low' },
  { id: 'catalog/products/edit', scope: 'Catalog/Products/Edit', risk: 'Low' },
  {
    id: 'catalog/products/publish',
    scope: 'Catalog/Products/Publish',
    risk: 'Medium',
  },
  { id: 'catalog/prices', scope: 'Catalog/Prices', risk: 'Medium' },
  { id: 'catalog/prices/change', scope: 'Catalog/Prices/Change', risk: 'Medium' },
  { id: 'admin', scope: 'Admin', risk: 'High' },
  { id: 'admin/members', scope: 'Admin/Members', risk: 'High' },
  { id: 'admin/audit-log', scope: 'Admin/Audit log', risk: 'Low' },
];

const getTreeDataPath: DataGridProProps<PermissionRow>['getTreeDataPath'] = (row) =>
  row.scope.split('/');

const groupingColDef: DataGridProProps<PermissionRow>['groupingColDef'] = {
  headerName: 'Permission',
  width: 260,
};

const columns: GridColDef<PermissionRow>[] = [
  { field: 'risk', headerName: 'Risk', width: 110 },
];

const leafIds = rows
  .filter((row) => !rows.some((other) => other.scope.startsWith(`${row.scope}/`)))
  .map((row) => row.id);

function countGranted(model: GridRowSelectionModel) {
  return leafIds.filter((id) =>
    model.type === 'include' ? model.ids.has(id) : !model.ids.has(id),
  ).length;
}

export default function TeamPermissionsSelection() {
  const [parents, setParents] = React.useState(true);
  const [descendants, setDescendants] = React.useState(true);
  const [selectionModel, setSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const rowSelectionPropagation = React.useMemo(
    () => ({ parents, descendants }),
    [parents, descendants],
  );

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={descendants}
              onChange={(event) => setDescendants(event.target.checked)}
            />
          }
          label="Select descendants"
        />
        <FormControlLabel
          control={
            <Switch
              checked={parents}
              onChange={(event) => setParents(event.target.checked)}
            />
          }
          label="Select parents"
        />
        <Typography variant="body2" role="status" aria-live="polite">
          {countGranted(selectionModel)} of {leafIds.length} permissions granted
        </Typography>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          treeData
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionPropagation={rowSelectionPropagation}
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={setSelectionModel}
          defaultGroupingExpansionDepth={-1}
          density="compact"
        />
      </div>
    </Stack>
  );
}
