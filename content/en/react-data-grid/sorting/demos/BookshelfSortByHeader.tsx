import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
    loans: 42,
  },
  {
    id: 2,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    year: 1979,
    pages: 264,
    loans: 57,
  },
  {
    id: 3,
    title: 'Solaris',
    author: 'Stanisław Lem',
    year: 1961,
    pages: 204,
    loans: 18,
  },
  {
    id: 4,
    title: 'Piranesi',
    author: 'Susanna Clarke',
    year: 2020,
    pages: 272,
    loans: 63,
  },
  {
    id: 5,
    title: 'Never Let Me Go',
    author: 'Kazuo Ishiguro',
    year: 2005,
    pages: 288,
    loans: 49,
  },
  {
    id: 6,
    title: 'Ficciones',
    author: 'Jorge Luis Borges',
    year: 1944,
    pages: 174,
    loans: 21,
  },
  {
    id: 7,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    year: 1974,
    pages: 387,
    loans: 35,
  },
  {
    id: 8,
    title: 'Annihilation',
    author: 'Jeff VanderMeer',
    year: 2014,
    pages: 208,
    loans: 38,
  },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value) => String(value),
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
  { field: 'loans', headerName: 'Loans this year', type: 'number', width: 140 },
];

export default function BookshelfSortByHeader() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
