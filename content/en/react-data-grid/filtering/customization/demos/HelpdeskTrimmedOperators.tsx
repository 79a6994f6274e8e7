import {
  DataGrid,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  queue: string;
  ageHours: number;
}

const rows: Ticket[] = [
  { id: 5101, subject: 'Refund not received', queue: 'Billing', ageHours: 30 },
  {
    id: 5102,
    subject: 'Cannot log in after password reset',
    queue: 'Accounts',
    ageHours: 2,
  },
  { id: 5103, subject: 'Invoice address is wrong', queue: 'Billing', ageHours: 12 },
  {
    id: 5104,
    subject: 'App crashes when uploading photos',
    queue: 'Technical',
    ageHours: 5,
  },
  {
    id: 5105,
    subject: 'Two-factor code never arrives',
    queue: 'Accounts',
    ageHours: 48,
  },
  {
    id: 5106,
    subject: 'Export to PDF cuts off tables',
    queue: 'Technical',
    ageHours: 20,
  },
  {
    id: 5107,
    subject: 'Change plan from monthly to yearly',
    queue: 'Billing',
    ageHours: 1,
  },
  {
    id: 5108,
    subject: 'Sync stops after an hour',
    queue: 'Technical',
    ageHours: 72,
  },
];

// Subject: only the two "contains" operators
const subjectOperators = getGridStringOperators().filter(
  (operator) => operator.value === 'contains' || operator.value === 'doesNotContain',
);

// Age: three operators, in the order the menu should list them.
// The first one is the default when a user starts a filter on the column.
const ageOrder = ['>', '<', '='];
const ageOperators = getGridNumericOperators()
  .filter((operator) => ageOrder.includes(operator.value))
  .sort((a, b) => ageOrder.indexOf(a.value) - ageOrder.indexOf(b.value));

// Queue: `is` only, without `not` and `isAnyOf`
const queueOperators = getGridSingleSelectOperators().filter(
  (operator) => operator.value === 'is',
);

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90, filterable: false },
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 1,
    minWidth: 240,
    filterOperators: subjectOperators,
  },
  {
    field: 'queue',
    headerName: 'Queue',
    type: 'singleSelect',
    valueOptions: ['Accounts', 'Billing', 'Technical'],
    width: 120,
    filterOperators: queueOperators,
  },
  {
    field: 'ageHours',
    headerName: 'Age (h)',
    type: 'number',
    width: 100,
    filterOperators: ageOperators,
  },
];

export default function HelpdeskTrimmedOperators() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </div>
  );
}
