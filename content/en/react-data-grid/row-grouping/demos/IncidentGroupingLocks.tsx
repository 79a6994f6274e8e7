import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

interface Incident {
  id: number;
  ticket: string;
  site: string;
  severity: string;
  assignee: string;
  summary: string;
}

const sites = ['Depot A', 'Depot B', 'Head office'];
const severities = ['Low', 'Medium', 'High'];
const assignees = ['Ines', 'Marek', 'Sofia', 'Tomás'];
const summaries = [
  'Scanner offline',
  'Door sensor fault',
  'Label printer jam',
  'Wi-Fi drop in aisle 4',
  'Forklift battery alarm',
  'Badge reader error',
];

const rows: Incident[] = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  ticket: `INC-${880 + index}`,
  site: sites[(index + Math.floor(index / 4)) % sites.length] ?? '',
  severity: severities[(index * 2) % severities.length] ?? '',
  assignee: assignees[(index * 3) % assignees.length] ?? '',
  summary: summaries[index % summaries.length] ?? '',
}));

const columns: GridColDef<Incident>[] = [
  { field: 'ticket', headerName: 'Ticket', width: 100, groupable: false },
  // Grouped from code only: users cannot add or remove it.
  { field: 'site', headerName: 'Site', width: 120, groupable: false },
  { field: 'severity', headerName: 'Severity', width: 110 },
  // Repeats, but grouping by person is not offered.
  { field: 'assignee', headerName: 'Assignee', width: 120, groupable: false },
  {
    field: 'summary',
    headerName: 'Summary',
    flex: 1,
    minWidth: 180,
    groupable: false,
  },
];

export default function IncidentGroupingLocks() {
  const [disableRowGrouping, setDisableRowGrouping] = React.useState(false);
  const [rowGroupingModel, setRowGroupingModel] =
    React.useState<GridRowGroupingModel>(['site']);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={disableRowGrouping}
            onChange={(event) => setDisableRowGrouping(event.target.checked)}
          />
        }
        label="Disable row grouping"
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          disableRowGrouping={disableRowGrouping}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={(newModel) => setRowGroupingModel(newModel)}
          hideFooter
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        <code>rowGroupingModel</code>:{' '}
        <code>{JSON.stringify(rowGroupingModel)}</code>
      </Typography>
    </Stack>
  );
}
