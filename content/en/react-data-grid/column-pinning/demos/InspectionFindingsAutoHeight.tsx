import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Inspection = {
  id: number;
  asset: string;
  site: string;
  inspector: string;
  inspectedOn: string;
  hoursRun: number;
  nextDue: string;
  certificate: string;
  findings: string[];
};

const rows: Inspection[] = [
  {
    id: 1,
    asset: 'Forklift FL-07',
    site: 'Dock 2',
    inspector: 'N. Achebe',
    inspectedOn: '2025-04-02',
    hoursRun: 4120,
    nextDue: '2025-07-02',
    certificate: 'LOLER-22817',
    findings: [
      'Left fork worn past 10%',
      'Horn intermittent',
      'Seat belt latch sticky',
    ],
  },
  {
    id: 2,
    asset: 'Conveyor CV-12',
    site: 'Sorting hall',
    inspector: 'P. Lindqvist',
    inspectedOn: '2025-04-02',
    hoursRun: 9875,
    nextDue: '2025-10-02',
    certificate: 'PUWER-11402',
    findings: ['Belt tracking drifts right'],
  },
  {
    id: 3,
    asset: 'Compressor AC-3',
    site: 'Plant room',
    inspector: 'N. Achebe',
    inspectedOn: '2025-04-03',
    hoursRun: 15210,
    nextDue: '2025-05-03',
    certificate: 'PSSR-30911',
    findings: [
      'Oil level low',
      'Drain valve leaking',
      'Filter due',
      'Guard bolt missing',
    ],
  },
  {
    id: 4,
    asset: 'Dock leveller DL-1',
    site: 'Dock 1',
    inspector: 'M. Costa',
    inspectedOn: '2025-04-03',
    hoursRun: 2300,
    nextDue: '2025-10-03',
    certificate: 'PUWER-11408',
    findings: ['Lip hinge needs grease', 'Warning decal faded'],
  },
];

export default function InspectionFindingsAutoHeight() {
  const [showAll, setShowAll] = React.useState(false);

  const columns = React.useMemo<GridColDef<Inspection>[]>(
    () => [
      { field: 'asset', headerName: 'Asset', width: 170 },
      { field: 'site', headerName: 'Site', width: 130 },
      { field: 'inspector', headerName: 'Inspector', width: 130 },
      { field: 'inspectedOn', headerName: 'Inspected', width: 120 },
      { field: 'hoursRun', headerName: 'Hours run', type: 'number', width: 110 },
      { field: 'nextDue', headerName: 'Next due', width: 120 },
      { field: 'certificate', headerName: 'Certificate', width: 140 },
      {
        field: 'findings',
        headerName: 'Findings',
        width: 240,
        sortable: false,
        renderCell: (params) => {
          const findings = showAll
            ? params.row.findings
            : params.row.findings.slice(0, 1);
          return (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {findings.map((finding) => (
                <li key={finding}>{finding}</li>
              ))}
            </ul>
          );
        },
      },
    ],
    [showAll],
  );

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={showAll}
            onChange={(event) => setShowAll(event.target.checked)}
          />
        }
        label="Show every finding"
      />
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          getRowHeight={() => 'auto'}
          getEstimatedRowHeight={() => 60}
          initialState={{ pinnedColumns: { left: ['asset'], right: ['findings'] } }}
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        />
      </div>
    </Stack>
  );
}
