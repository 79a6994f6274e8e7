import * as React from 'react';
import type { GridColDef } from '@mui/x-data-grid-pro';
import type { GridServer, GridServerLogEntry } from '@demo-kit/data-grid-server';

export interface Employee {
  /** The path joined with " / ": unique, and easy to rebuild from `groupKeys`. */
  id: string;
  /** Names from the department head down to this person. */
  path: string[];
  name: string;
  title: string;
  office: string;
  startYear: number;
}

const departments = [
  'Engineering',
  'Finance',
  'Legal',
  'Marketing',
  'Operations',
  'People',
  'Sales',
  'Support',
];
const memberTitles = [
  'Software engineer',
  'Financial analyst',
  'Legal counsel',
  'Marketing specialist',
  'Logistics coordinator',
  'Recruiter',
  'Account executive',
  'Support agent',
];
const firstNames = [
  'Amara',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Elif',
  'Farah',
  'Goran',
  'Hana',
  'Ines',
  'Jonas',
  'Kwame',
  'Leila',
  'Mateo',
  'Nadia',
  'Oskar',
  'Priya',
];
const lastNames = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Alvarez',
  'Haddad',
  'Novak',
  'Mensah',
];
export const offices = ['Lisbon', 'Toronto', 'Nairobi', 'Singapore', 'Denver'];

/** Person number `index` (0–127) always gets the same, unique name. */
function personName(index: number): string {
  const first = firstNames[(index * 5) % 16] ?? '';
  const last = lastNames[(Math.floor(index / 16) + 3 * index) % 8] ?? '';
  return `${first} ${last}`;
}

/**
 * 8 department heads at the top, 3 team leads under each and 4 people in each team:
 * 128 employees, every value computed from the person's index.
 */
export function createEmployees(): Employee[] {
  const employees: Employee[] = [];
  let index = 0;
  const add = (path: string[], title: string) => {
    employees.push({
      id: path.join(' / '),
      path,
      name: path[path.length - 1] ?? '',
      title,
      office: offices[(index * 7) % offices.length] ?? 'Lisbon',
      startYear: 2012 + ((index * 11) % 13),
    });
    index += 1;
  };
  const heads = departments.map((department, d) => {
    const head = [personName(d)];
    return { department, head };
  });
  heads.forEach(({ department, head }) => add(head, `Head of ${department}`));
  const leads = heads.flatMap(({ department, head }, d) =>
    [0, 1, 2].map((team) => ({
      department: d,
      path: [...head, personName(8 + d * 3 + team)],
      name: department,
    })),
  );
  leads.forEach(({ path, name }) => add(path, `${name} team lead`));
  leads.forEach(({ department, path }, team) => {
    [0, 1, 2, 3].forEach((member) => {
      add(
        [...path, personName(32 + team * 4 + member)],
        memberTitles[department] ?? 'Specialist',
      );
    });
  });
  return employees;
}

export const employeeColumns: GridColDef<Employee>[] = [
  { field: 'title', headerName: 'Title', width: 210 },
  {
    field: 'office',
    headerName: 'Office',
    type: 'singleSelect',
    valueOptions: offices,
    width: 120,
  },
  {
    field: 'startYear',
    headerName: 'Joined',
    type: 'number',
    width: 100,
    // A year reads better without a thousands separator.
    valueFormatter: (value?: number) => (value === undefined ? '' : String(value)),
  },
];

export const employeeGroupingColDef = { headerName: 'Employee', width: 260 };

/** The last `size` requests the fake server received, newest first. */
export function useRequestLog<R extends { id: string }>(
  server: GridServer<R>,
  size = 3,
): GridServerLogEntry[] {
  const [log, setLog] = React.useState<GridServerLogEntry[]>([]);
  React.useEffect(
    () =>
      server.subscribe((entry) => {
        setLog((previous) =>
          [entry, ...previous.filter((item) => item.id !== entry.id)].slice(0, size),
        );
      }),
    [server, size],
  );
  return log;
}

/** One line of the request log: `GET nodes in Amara Okafor — ok in 640 ms`. */
export function describeRequest(entry: GridServerLogEntry): string {
  const time =
    entry.durationMs === undefined ? '' : ` in ${Math.round(entry.durationMs)} ms`;
  return `${entry.request} — ${entry.status}${time}`;
}
