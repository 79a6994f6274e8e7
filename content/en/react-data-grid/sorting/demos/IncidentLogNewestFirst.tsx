import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 'INC-311',
    reportedAt: '2025-03-02 08:14',
    service: 'Payments API',
    severity: 'Major',
    minutesDown: 42,
  },
  {
    id: 'INC-312',
    reportedAt: '2025-03-04 22:51',
    service: 'Search',
    severity: 'Minor',
    minutesDown: 7,
  },
  {
    id: 'INC-313',
    reportedAt: '2025-03-09 13:05',
    service: 'Login',
    severity: 'Critical',
    minutesDown: 118,
  },
  {
    id: 'INC-314',
    reportedAt: '2025-03-11 06:40',
    service: 'Image CDN',
    severity: 'Minor',
    minutesDown: 12,
  },
  {
    id: 'INC-315',
    reportedAt: '2025-03-15 17:26',
    service: 'Payments API',
    severity: 'Minor',
    minutesDown: 4,
  },
  {
    id: 'INC-316',
    reportedAt: '2025-03-18 10:02',
    service: 'Notifications',
    severity: 'Major',
    minutesDown: 55,
  },
  {
    id: 'INC-317',
    reportedAt: '2025-03-21 19:48',
    service: 'Search',
    severity: 'Major',
    minutesDown: 31,
  },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Incident', width: 110 },
  // ISO timestamps sort correctly as plain strings
  { field: 'reportedAt', headerName: 'Reported', width: 170 },
  { field: 'service', headerName: 'Service', flex: 1, minWidth: 140 },
  { field: 'severity', headerName: 'Severity', width: 110 },
  { field: 'minutesDown', headerName: 'Downtime (min)', type: 'number', width: 140 },
];

export default function IncidentLogNewestFirst() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          sorting: { sortModel: [{ field: 'reportedAt', sort: 'desc' }] },
        }}
      />
    </div>
  );
}
