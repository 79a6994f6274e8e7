import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  memberId: string;
  branch: string;
  due: string;
}

const rows: Loan[] = [
  {
    id: 1,
    title: 'The Overstory',
    borrower: 'Ines Duarte',
    memberId: 'M-2291',
    branch: 'Riverside',
    due: '2025-06-03',
  },
  {
    id: 2,
    title: 'Braiding Sweetgrass',
    borrower: 'Caleb Osei',
    memberId: 'M-1874',
    branch: 'Old Town',
    due: '2025-06-05',
  },
  {
    id: 3,
    title: 'Station Eleven',
    borrower: 'Ines Duarte',
    memberId: 'M-2291',
    branch: 'Riverside',
    due: '2025-06-10',
  },
  {
    id: 4,
    title: 'The Remains of the Day',
    borrower: 'Ruth Lindqvist',
    memberId: 'M-0457',
    branch: 'Hillcrest',
    due: '2025-06-11',
  },
  {
    id: 5,
    title: 'Exhalation',
    borrower: 'Caleb Osei',
    memberId: 'M-1874',
    branch: 'Riverside',
    due: '2025-06-12',
  },
  {
    id: 6,
    title: 'A Tale for the Time Being',
    borrower: 'Ines Duarte',
    memberId: 'M-2291',
    branch: 'Old Town',
    due: '2025-06-17',
  },
  {
    id: 7,
    title: 'The Sympathizer',
    borrower: 'Ruth Lindqvist',
    memberId: 'M-0457',
    branch: 'Hillcrest',
    due: '2025-06-20',
  },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 150 },
  { field: 'memberId', headerName: 'Member ID', width: 110 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'due', headerName: 'Due', width: 110 },
];

export default function LibraryLoansHiddenColumnSearch() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['M-2291'],
    quickFilterExcludeHiddenColumns: true,
  });

  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Search hidden columns"
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns === false}
            onChange={(event) =>
              setFilterModel((model) => ({
                ...model,
                quickFilterExcludeHiddenColumns: !event.target.checked,
              }))
            }
          />
        }
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          filterModel={filterModel}
          onFilterModelChange={(newModel) => setFilterModel(newModel)}
          initialState={{ columns: { columnVisibilityModel: { memberId: false } } }}
        />
      </div>
    </Stack>
  );
}
