import * as React from 'react';
import { alpha } from '@mui/material/styles';
import {
  DataGridPro,
  gridClasses,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';

type Result = {
  id: number | string;
  student: string;
  maths: number;
  physics: number;
  chemistry: number;
  biology: number;
};

const subjects = ['maths', 'physics', 'chemistry', 'biology'] as const;

const rows: Result[] = [
  {
    id: 1,
    student: 'Aisha Bello',
    maths: 78,
    physics: 71,
    chemistry: 66,
    biology: 82,
  },
  {
    id: 2,
    student: 'Bruno Costa',
    maths: 54,
    physics: 48,
    chemistry: 61,
    biology: 57,
  },
  {
    id: 3,
    student: 'Chloé Martin',
    maths: 91,
    physics: 88,
    chemistry: 79,
    biology: 85,
  },
  {
    id: 4,
    student: 'Dev Patel',
    maths: 67,
    physics: 73,
    chemistry: 70,
    biology: 64,
  },
  {
    id: 5,
    student: 'Elin Berg',
    maths: 83,
    physics: 62,
    chemistry: 75,
    biology: 90,
  },
  {
    id: 6,
    student: 'Farid Haddad',
    maths: 45,
    physics: 52,
    chemistry: 49,
    biology: 58,
  },
  {
    id: 7,
    student: 'Greta Novak',
    maths: 72,
    physics: 80,
    chemistry: 84,
    biology: 77,
  },
];

const average = (subject: (typeof subjects)[number]) =>
  Math.round(rows.reduce((sum, row) => sum + row[subject], 0) / rows.length);

const pinnedRows: GridPinnedRowsProp<Result> = {
  top: [
    {
      id: 'average',
      student: 'Class average',
      maths: average('maths'),
      physics: average('physics'),
      chemistry: average('chemistry'),
      biology: average('biology'),
    },
  ],
  bottom: [
    {
      id: 'pass',
      student: 'Pass mark',
      maths: 50,
      physics: 50,
      chemistry: 50,
      biology: 50,
    },
  ],
};

const columns: GridColDef<Result>[] = [
  { field: 'student', headerName: 'Student', flex: 1, minWidth: 160 },
  ...subjects.map(
    (subject): GridColDef<Result> => ({
      field: subject,
      headerName: subject.charAt(0).toUpperCase() + subject.slice(1),
      type: 'number',
      width: 110,
    }),
  ),
];

export default function ExamResultsStyledPinnedRows() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        hideFooter
        sx={(theme) => ({
          // Every pinned row, top and bottom
          [`& .${gridClasses.pinnedRows} .${gridClasses.row}`]: {
            fontWeight: theme.typography.fontWeightMedium,
          },
          // The rows pinned to the top
          [`& .${gridClasses['pinnedRows--top']} .${gridClasses.row}`]: {
            backgroundColor: alpha(theme.palette.primary.main, 0.12),
            '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.18) },
          },
          // The rows pinned to the bottom
          [`& .${gridClasses['pinnedRows--bottom']} .${gridClasses.row}`]: {
            color: theme.palette.text.secondary,
            fontStyle: 'italic',
          },
        })}
      />
    </div>
  );
}
