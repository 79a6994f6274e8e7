import {
  DataGridPro,
  GridLogicOperator,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface AuditEvent {
  id: number;
  time: string;
  user: string;
  action: string;
  resource: string;
  result: string;
}

const users = ['a.nakamura', 'b.okafor', 'c.moreau', 'd.silva'];
const actions = ['Sign in', 'Download', 'Delete', 'Share', 'Change role'];
const resources = [
  'Payroll 2025.xlsx',
  'Board deck.pdf',
  'Admin console',
  'Customer list.csv',
];

const pick = (list: readonly string[], index: number) =>
  list[index % list.length] ?? '';

// 24 events computed from their index, so every render shows the same log
const rows: AuditEvent[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  time: `2025-05-12 ${String(8 + Math.floor(index / 3)).padStart(2, '0')}:${String((index * 17) % 60).padStart(2, '0')}`,
  user: pick(users, index * 3),
  action: pick(actions, index * 2 + 1),
  resource: pick(resources, index * 5),
  result: index % 5 === 2 || index % 7 === 4 ? 'Denied' : 'Allowed',
}));

const columns: GridColDef<AuditEvent>[] = [
  { field: 'time', headerName: 'Time', width: 150 },
  { field: 'user', headerName: 'User', width: 120 },
  {
    field: 'action',
    headerName: 'Action',
    type: 'singleSelect',
    valueOptions: actions,
    width: 130,
  },
  { field: 'resource', headerName: 'Resource', flex: 1, minWidth: 160 },
  {
    field: 'result',
    headerName: 'Result',
    type: 'singleSelect',
    valueOptions: ['Allowed', 'Denied'],
    width: 100,
  },
];

export default function AccessAuditAndOnly() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'result', operator: 'is', value: 'Denied' },
                { id: 2, field: 'action', operator: 'not', value: 'Sign in' },
              ],
            },
          },
        }}
        slotProps={{
          filterPanel: {
            // Only "And" is offered, so the operator selector is disabled
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
          },
        }}
      />
    </div>
  );
}
