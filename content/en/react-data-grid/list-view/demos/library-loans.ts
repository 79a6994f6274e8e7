import type { GridColDef } from '@mui/x-data-grid-pro';

export type LoanStatus = 'On loan' | 'Overdue' | 'Returned';

export interface LoanRow {
  id: number;
  title: string;
  author: string;
  borrower: string;
  /** Due date, as an ISO date. */
  due: string;
  status: LoanStatus;
}

export const loans: LoanRow[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    borrower: 'Mina Park',
    due: '2025-04-02',
    status: 'On loan',
  },
  {
    id: 2,
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    borrower: 'Tom Becker',
    due: '2025-03-21',
    status: 'Overdue',
  },
  {
    id: 3,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    borrower: 'Sofia Lund',
    due: '2025-04-10',
    status: 'On loan',
  },
  {
    id: 4,
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    borrower: 'Ravi Menon',
    due: '2025-03-14',
    status: 'Returned',
  },
  {
    id: 5,
    title: 'Beloved',
    author: 'Toni Morrison',
    borrower: 'Hana Ali',
    due: '2025-03-19',
    status: 'Overdue',
  },
  {
    id: 6,
    title: 'The Master and Margarita',
    author: 'Mikhail Bulgakov',
    borrower: 'Leo Fischer',
    due: '2025-04-15',
    status: 'On loan',
  },
  {
    id: 7,
    title: 'Pedro Páramo',
    author: 'Juan Rulfo',
    borrower: 'Ana Costa',
    due: '2025-03-30',
    status: 'On loan',
  },
  {
    id: 8,
    title: 'Norwegian Wood',
    author: 'Haruki Murakami',
    borrower: 'Mina Park',
    due: '2025-03-11',
    status: 'Returned',
  },
  {
    id: 9,
    title: 'Half of a Yellow Sun',
    author: 'Chimamanda Ngozi Adichie',
    borrower: 'Tom Becker',
    due: '2025-04-06',
    status: 'On loan',
  },
  {
    id: 10,
    title: 'The Shadow of the Wind',
    author: 'Carlos Ruiz Zafón',
    borrower: 'Sofia Lund',
    due: '2025-03-17',
    status: 'Overdue',
  },
  {
    id: 11,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    borrower: 'Ravi Menon',
    due: '2025-04-20',
    status: 'On loan',
  },
  {
    id: 12,
    title: 'Stoner',
    author: 'John Williams',
    borrower: 'Hana Ali',
    due: '2025-03-09',
    status: 'Returned',
  },
];

export function formatDue(due: string) {
  return new Date(`${due}T00:00:00`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
  });
}

export const loanColumns: GridColDef<LoanRow>[] = [
  { field: 'title', headerName: 'Title', width: 250 },
  { field: 'author', headerName: 'Author', width: 190 },
  { field: 'borrower', headerName: 'Borrower', width: 130 },
  {
    field: 'due',
    headerName: 'Due',
    width: 90,
    valueFormatter: (value: string) => formatDue(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];
