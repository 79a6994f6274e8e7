import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridRowClassNameParams,
} from '@mui/x-data-grid';

interface Entry {
  id: number;
  person: string;
  project: string;
  day: string;
  hours: number;
}

const people = ['Amara', 'Bastien', 'Chiara', 'Dmitri', 'Elif'];
const projects = [
  'Website relaunch',
  'Payroll migration',
  'Mobile app',
  'Data warehouse',
];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

function createEntries(count: number): Entry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    person: people[index % people.length] ?? '',
    project: projects[(index * 3) % projects.length] ?? '',
    day: days[Math.floor(index / people.length) % days.length] ?? '',
    hours: 2 + ((index * 7) % 13) / 2,
  }));
}

const columns: GridColDef<Entry>[] = [
  { field: 'person', headerName: 'Person', width: 130 },
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 170 },
  { field: 'day', headerName: 'Day', width: 90 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
];

// The index counts from the top of the current page, after sorting and filtering.
const getStripeClassName = (params: GridRowClassNameParams<Entry>) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'stripe--even' : 'stripe--odd';

export default function TimesheetStripedRows() {
  const rows = React.useMemo(() => createEntries(25), []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        sx={{
          '& .stripe--odd': {
            backgroundColor: 'rgba(120, 144, 156, 0.12)',
          },
        }}
        rows={rows}
        columns={columns}
        getRowClassName={getStripeClassName}
        density="compact"
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </div>
  );
}
