import type { GridColDef } from '@mui/x-data-grid-pro';

export interface ProjectTask {
  id: number;
  task: string;
  owner: string;
  status: string;
  estimate: number;
  due: Date;
  blocked: boolean;
}

const owners = ['Amara', 'Bruno', 'Chen', 'Dalia', 'Emeka'];
const statuses = ['To do', 'In progress', 'In review', 'Done'];
const verbs = ['Design', 'Build', 'Test', 'Document', 'Review', 'Migrate'];
const topics = [
  'login page',
  'billing API',
  'search index',
  'export job',
  'audit log',
  'mobile menu',
];

const pick = (list: readonly string[], index: number) =>
  list[index % list.length] ?? '';

/** 36 tasks computed from their index, so the server and the browser render the same rows. */
export const projectTasks: ProjectTask[] = Array.from(
  { length: 36 },
  (_, index) => ({
    id: index + 1,
    task: `${pick(verbs, index)} ${pick(topics, index * 5 + Math.floor(index / 6))}`,
    owner: pick(owners, index * 3),
    status: pick(statuses, index * 7 + 1),
    estimate: 1 + ((index * 5) % 13),
    // Month 5 is June: due dates spread over June and July 2025
    due: new Date(2025, 5, 2 + ((index * 11) % 50)),
    blocked: index % 6 === 4,
  }),
);

const pad = (value: number) => String(value).padStart(2, '0');

/** Formats a date the same way on every machine, whatever its locale. */
export const formatDay = (value: Date | null | undefined) =>
  value
    ? `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
    : '';

export const projectTaskColumns: GridColDef<ProjectTask>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 170 },
  {
    field: 'owner',
    headerName: 'Owner',
    type: 'singleSelect',
    valueOptions: owners,
    width: 140,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 150,
  },
  { field: 'estimate', headerName: 'Estimate (d)', type: 'number', width: 140 },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 170,
    valueFormatter: (value: Date | null) => formatDay(value),
  },
  { field: 'blocked', headerName: 'Blocked', type: 'boolean', width: 120 },
];
