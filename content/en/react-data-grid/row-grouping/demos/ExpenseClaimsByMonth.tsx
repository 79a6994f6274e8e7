import * as React from 'react';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';

interface Employee {
  name: string;
  team: string;
}

interface ExpenseClaim {
  id: number;
  employee: Employee;
  submittedOn: string; // ISO date, for example '2025-02-17'
  category: string;
  amount: number;
}

const employees: Employee[] = [
  { name: 'Amara Okafor', team: 'Sales' },
  { name: 'Jonas Weber', team: 'Support' },
  { name: 'Lucía Romero', team: 'Sales' },
  { name: 'Priya Nair', team: 'Engineering' },
  { name: 'Sven Lind', team: 'Engineering' },
];
const categories = ['Travel', 'Meals', 'Software', 'Training'];

const rows: ExpenseClaim[] = Array.from({ length: 22 }, (_, index) => ({
  id: index + 1,
  employee: employees[(index * 2) % employees.length] ?? { name: '', team: '' },
  submittedOn: `2025-${String(Math.floor(index / 6) + 1).padStart(2, '0')}-${String(((index * 4) % 26) + 2).padStart(2, '0')}`,
  category: categories[(index * 3) % categories.length] ?? '',
  amount: ((index * 53) % 480) + 12,
}));

const monthLabel = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const columns: GridColDef<ExpenseClaim>[] = [
  {
    field: 'employee',
    headerName: 'Employee',
    width: 150,
    // Also formats the group keys (plain names) when the grid is grouped by this column.
    valueFormatter: (value?: Employee | string) =>
      typeof value === 'string' ? value : (value?.name ?? ''),
    // The cell holds an object: group by the employee's name.
    groupingValueGetter: (value: Employee) => value.name,
  },
  {
    field: 'submittedOn',
    headerName: 'Submitted',
    width: 120,
    // '2025-02-17' -> '2025-02': one group per month, in a sortable form.
    groupingValueGetter: (value: string) => value.slice(0, 7),
  },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    groupable: false,
  },
];

const groupingColDef: GridGroupingColDefOverride<ExpenseClaim> = {
  width: 220,
  // Shows month keys such as '2025-02' as 'February 2025' and leaves other keys as they are.
  valueFormatter: (value?: string) =>
    value && /^\d{4}-\d{2}$/.test(value)
      ? monthLabel.format(new Date(`${value}-01T00:00:00Z`))
      : value,
};

export default function ExpenseClaimsByMonth() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['submittedOn'] } }}
      />
    </div>
  );
}
