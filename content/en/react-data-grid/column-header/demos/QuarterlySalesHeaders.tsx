import {
  DataGrid,
  type GridColDef,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';

const currentQuarter = 'q3';

// Called for each quarter column; the current quarter gets an extra class.
function quarterHeaderClass(params: GridColumnHeaderParams) {
  return params.field === currentQuarter
    ? 'quarter-header quarter-header--current'
    : 'quarter-header';
}

function quarterColumn(field: string): GridColDef {
  return {
    field,
    headerName: field.toUpperCase(),
    type: 'number',
    width: 120,
    headerAlign: 'center',
    headerClassName: quarterHeaderClass,
  };
}

const rows = [
  { id: 1, region: 'Nordics', q1: 182_000, q2: 205_500, q3: 198_200, q4: null },
  { id: 2, region: 'Iberia', q1: 143_800, q2: 151_000, q3: 166_400, q4: null },
  { id: 3, region: 'Benelux', q1: 210_300, q2: 198_900, q3: 221_700, q4: null },
  { id: 4, region: 'Baltics', q1: 64_100, q2: 71_250, q3: 69_800, q4: null },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 130 },
  quarterColumn('q1'),
  quarterColumn('q2'),
  quarterColumn('q3'),
  quarterColumn('q4'),
];

export default function QuarterlySalesHeaders() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          '& .quarter-header': {
            backgroundColor: 'action.hover',
          },
          '& .quarter-header--current': {
            backgroundColor: 'primary.main',
            color: 'primary.contrastText',
          },
        }}
      />
    </div>
  );
}
