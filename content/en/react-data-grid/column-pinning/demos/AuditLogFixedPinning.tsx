import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type AuditEntry = {
  id: number;
  timestamp: string;
  actor: string;
  action: string;
  resource: string;
  ipAddress: string;
  client: string;
  result: string;
};

const rows: AuditEntry[] = [
  {
    id: 1,
    timestamp: '2025-03-04 08:12:55',
    actor: 'j.moreau',
    action: 'Role granted',
    resource: 'billing-admins',
    ipAddress: '10.20.4.18',
    client: 'Admin console',
    result: 'Success',
  },
  {
    id: 2,
    timestamp: '2025-03-04 08:14:02',
    actor: 'svc-backup',
    action: 'Snapshot created',
    resource: 'db-orders-eu',
    ipAddress: '10.20.9.3',
    client: 'CLI 4.2',
    result: 'Success',
  },
  {
    id: 3,
    timestamp: '2025-03-04 08:21:40',
    actor: 'a.kim',
    action: 'Sign-in',
    resource: 'console',
    ipAddress: '84.112.7.201',
    client: 'Firefox 136',
    result: 'Failed (MFA)',
  },
  {
    id: 4,
    timestamp: '2025-03-04 08:22:13',
    actor: 'a.kim',
    action: 'Sign-in',
    resource: 'console',
    ipAddress: '84.112.7.201',
    client: 'Firefox 136',
    result: 'Success',
  },
  {
    id: 5,
    timestamp: '2025-03-04 08:40:09',
    actor: 'r.osei',
    action: 'Key rotated',
    resource: 'api-key/payments',
    ipAddress: '10.20.4.77',
    client: 'Admin console',
    result: 'Success',
  },
  {
    id: 6,
    timestamp: '2025-03-04 09:02:31',
    actor: 'svc-deploy',
    action: 'Policy updated',
    resource: 'bucket/invoices-archive',
    ipAddress: '10.20.11.5',
    client: 'Terraform 1.9',
    result: 'Denied',
  },
];

const columns: GridColDef<AuditEntry>[] = [
  { field: 'timestamp', headerName: 'Time (UTC)', width: 170 },
  { field: 'actor', headerName: 'Actor', width: 120 },
  { field: 'action', headerName: 'Action', width: 150 },
  { field: 'resource', headerName: 'Resource', width: 190 },
  { field: 'ipAddress', headerName: 'IP address', width: 130 },
  { field: 'client', headerName: 'Client', width: 140 },
  { field: 'result', headerName: 'Result', width: 130 },
];

export default function AuditLogFixedPinning() {
  return (
    <div style={{ height: 370, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        // Users cannot pin or unpin anything...
        disableColumnPinning
        // ...but the time stays on the left, because the code pins it
        initialState={{ pinnedColumns: { left: ['timestamp'] } }}
      />
    </div>
  );
}
