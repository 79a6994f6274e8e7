import type { GridColDef } from '@mui/x-data-grid';

export interface Loan {
  id: number;
  title: string;
  member: string;
  branch: string;
  daysOut: number;
  status: 'On loan' | 'Overdue' | 'Returned';
}

const titles = [
  'The Overstory',
  'Braiding Sweetgrass',
  'Station Eleven',
  'The Remains of the Day',
  'Middlemarch',
  'A Psalm for the Wild-Built',
  'The Periodic Table',
  'Pachinko',
  'Wolf Hall',
  'The Name of the Rose',
];
const members = ['M-104', 'M-218', 'M-331', 'M-407', 'M-552', 'M-619', 'M-783'];
const branches = ['Central', 'Harbourside', 'Northgate'];
const statuses: Loan['status'][] = ['On loan', 'On loan', 'Overdue', 'Returned'];

/** Builds `count` loans whose values depend only on the index. */
export function createLoans(count: number): Loan[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: titles[(index * 3) % titles.length] ?? '',
    member: members[(index * 5) % members.length] ?? '',
    branch: branches[index % branches.length] ?? '',
    daysOut: 2 + ((index * 7) % 40),
    status: statuses[(index * 3) % statuses.length] ?? 'On loan',
  }));
}

export const loanColumns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'member', headerName: 'Member', width: 100 },
  { field: 'branch', headerName: 'Branch', width: 120 },
  { field: 'daysOut', headerName: 'Days out', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
];
