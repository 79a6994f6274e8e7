import type { GridColDef } from '@mui/x-data-grid-premium';

export type Loan = {
  id: number;
  title: string;
  branch: string;
  format: string;
  daysOut: number;
  renewals: number;
  overdue: boolean;
};

export const branches = ['Central', 'Riverside', 'Hillcrest'];
export const formats = ['Book', 'Audiobook', 'DVD', 'Magazine'];
const titles = [
  'The Salt Roads',
  'Birds of the Marsh',
  'A Short History of Bridges',
  'Night Trains',
  'Bread at Home',
  'The Quiet Orchard',
  'Learning Portuguese',
  'Mapping the Stars',
];

/** 24 loans of a city library, computed from their index. */
export const loans: Loan[] = Array.from({ length: 24 }, (_, index) => {
  const daysOut = 2 + ((index * 11) % 40);
  return {
    id: index + 1,
    title: titles[index % titles.length] ?? '',
    branch: branches[index % branches.length] ?? '',
    format: formats[Math.floor(index / 2) % formats.length] ?? '',
    daysOut,
    renewals: (index * 5) % 4,
    overdue: daysOut > 28,
  };
});

export const loanColumns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'branch', headerName: 'Branch', width: 110, examples: branches },
  {
    field: 'format',
    headerName: 'Format',
    type: 'singleSelect',
    valueOptions: formats,
    width: 110,
    examples: formats,
  },
  { field: 'daysOut', headerName: 'Days out', type: 'number', width: 100 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
  { field: 'overdue', headerName: 'Overdue', type: 'boolean', width: 100 },
];
