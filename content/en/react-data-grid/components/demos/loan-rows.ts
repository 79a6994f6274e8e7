export type Loan = {
  id: number;
  title: string;
  member: string;
  branch: string;
  due: string;
  renewals: number;
};

export const loanRows: Loan[] = [
  {
    id: 1,
    title: 'The Overstory',
    member: 'M-1042',
    branch: 'Central',
    due: '2025-05-12',
    renewals: 1,
  },
  {
    id: 2,
    title: 'A Psalm for the Wild-Built',
    member: 'M-2210',
    branch: 'Riverside',
    due: '2025-05-03',
    renewals: 0,
  },
  {
    id: 3,
    title: 'The Memory Police',
    member: 'M-0876',
    branch: 'Central',
    due: '2025-04-28',
    renewals: 2,
  },
  {
    id: 4,
    title: 'Klara and the Sun',
    member: 'M-3307',
    branch: 'Hillcrest',
    due: '2025-05-19',
    renewals: 0,
  },
  {
    id: 5,
    title: 'Braiding Sweetgrass',
    member: 'M-1509',
    branch: 'Riverside',
    due: '2025-05-07',
    renewals: 1,
  },
  {
    id: 6,
    title: 'The Ministry for the Future',
    member: 'M-2954',
    branch: 'Hillcrest',
    due: '2025-04-30',
    renewals: 3,
  },
  {
    id: 7,
    title: 'Circe',
    member: 'M-0418',
    branch: 'Central',
    due: '2025-05-15',
    renewals: 0,
  },
  {
    id: 8,
    title: 'Project Hail Mary',
    member: 'M-3771',
    branch: 'Riverside',
    due: '2025-05-22',
    renewals: 1,
  },
];
