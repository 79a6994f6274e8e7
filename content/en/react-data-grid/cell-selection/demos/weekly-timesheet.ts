import type { GridColDef } from '@mui/x-data-grid-premium';

export interface TimesheetRow {
  id: number;
  person: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

export const timesheetRows: TimesheetRow[] = [
  { id: 1, person: 'Amara Okafor', mon: 8, tue: 7.5, wed: 8, thu: 6, fri: 4 },
  { id: 2, person: 'Lukas Brandt', mon: 7, tue: 8, wed: 8.5, thu: 8, fri: 6.5 },
  { id: 3, person: 'Sofia Marques', mon: 6, tue: 6, wed: 7, thu: 7.5, fri: 8 },
  { id: 4, person: 'Daniel Ito', mon: 8, tue: 8, wed: 4, thu: 8, fri: 8 },
  { id: 5, person: 'Hannah Weiss', mon: 5, tue: 7, wed: 7, thu: 7, fri: 5.5 },
  { id: 6, person: 'Rafael Ortega', mon: 9, tue: 8.5, wed: 8, thu: 9, fri: 3 },
];

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const headerNames: Record<(typeof weekdays)[number], string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
};

export const timesheetColumns: GridColDef<TimesheetRow>[] = [
  { field: 'person', headerName: 'Person', width: 150 },
  ...weekdays.map(
    (day): GridColDef<TimesheetRow> => ({
      field: day,
      headerName: headerNames[day],
      type: 'number',
      width: 90,
    }),
  ),
];
