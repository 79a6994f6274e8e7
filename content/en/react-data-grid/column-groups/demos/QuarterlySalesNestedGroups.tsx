import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

type SalesRow = {
  id: number;
  line: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
};

const rows: SalesRow[] = [
  { id: 1, line: 'Tents', q1: 84, q2: 212, q3: 265, q4: 61 },
  { id: 2, line: 'Sleeping bags', q1: 102, q2: 148, q3: 190, q4: 97 },
  { id: 3, line: 'Backpacks', q1: 175, q2: 203, q3: 221, q4: 188 },
  { id: 4, line: 'Stoves', q1: 46, q2: 93, q3: 118, q4: 39 },
  { id: 5, line: 'Headlamps', q1: 131, q2: 87, q3: 95, q4: 244 },
];

const inThousands = (value: number) => `€${value}k`;

const columns: GridColDef<SalesRow>[] = [
  { field: 'line', headerName: 'Product line', width: 150 },
  {
    field: 'q1',
    headerName: 'Q1',
    type: 'number',
    width: 90,
    valueFormatter: inThousands,
  },
  {
    field: 'q2',
    headerName: 'Q2',
    type: 'number',
    width: 90,
    valueFormatter: inThousands,
  },
  {
    field: 'q3',
    headerName: 'Q3',
    type: 'number',
    width: 90,
    valueFormatter: inThousands,
  },
  {
    field: 'q4',
    headerName: 'Q4',
    type: 'number',
    width: 90,
    valueFormatter: inThousands,
  },
  {
    field: 'year',
    headerName: 'Year total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.q1 + row.q2 + row.q3 + row.q4,
    valueFormatter: inThousands,
  },
];

// `line` and `year` belong to no group: their header cells fill the group rows
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'fy2025',
    headerName: 'Fiscal year 2025',
    headerAlign: 'center',
    children: [
      {
        groupId: 'h1',
        headerName: 'First half',
        headerAlign: 'center',
        children: [{ field: 'q1' }, { field: 'q2' }],
      },
      {
        groupId: 'h2',
        headerName: 'Second half',
        headerAlign: 'center',
        children: [{ field: 'q3' }, { field: 'q4' }],
      },
    ],
  },
];

export default function QuarterlySalesNestedGroups() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
      />
    </Box>
  );
}
