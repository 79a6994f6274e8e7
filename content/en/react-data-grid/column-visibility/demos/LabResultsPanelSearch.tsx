import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sample: 'S-0917', na: 139, k: 4.2, cl: 101, glu: 5.4, crea: 78, hb: 142 },
  { id: 2, sample: 'S-0918', na: 134, k: 3.6, cl: 97, glu: 7.9, crea: 96, hb: 128 },
  {
    id: 3,
    sample: 'S-0919',
    na: 142,
    k: 5.1,
    cl: 104,
    glu: 4.8,
    crea: 112,
    hb: 151,
  },
  { id: 4, sample: 'S-0920', na: 137, k: 4.0, cl: 99, glu: 6.1, crea: 70, hb: 119 },
];

// Short lab codes as headers, the full analyte name as the description (header tooltip)
const columns: GridColDef[] = [
  { field: 'sample', headerName: 'Sample', width: 100, hideable: false },
  {
    field: 'na',
    headerName: 'Na',
    description: 'Sodium (mmol/L)',
    type: 'number',
    width: 80,
  },
  {
    field: 'k',
    headerName: 'K',
    description: 'Potassium (mmol/L)',
    type: 'number',
    width: 80,
  },
  {
    field: 'cl',
    headerName: 'Cl',
    description: 'Chloride (mmol/L)',
    type: 'number',
    width: 80,
  },
  {
    field: 'glu',
    headerName: 'Glu',
    description: 'Glucose (mmol/L)',
    type: 'number',
    width: 80,
  },
  {
    field: 'crea',
    headerName: 'Crea',
    description: 'Creatinine (µmol/L)',
    type: 'number',
    width: 80,
  },
  {
    field: 'hb',
    headerName: 'Hb',
    description: 'Haemoglobin (g/L)',
    type: 'number',
    width: 80,
  },
];

// The panel passes the search text in lower case
const matchCodeOrName = (column: GridColDef, searchValue: string) =>
  [column.headerName, column.description]
    .filter((text): text is string => Boolean(text))
    .some((text) => text.toLowerCase().includes(searchValue));

export default function LabResultsPanelSearch() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          columnsManagement: { sort: 'asc', searchPredicate: matchCodeOrName },
        }}
      />
    </div>
  );
}
