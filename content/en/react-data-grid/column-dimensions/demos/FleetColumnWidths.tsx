import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    plate: 'KX-204-LM',
    model: 'Ford Transit Custom',
    depot: 'Leeds',
    odometer: 84_210,
  },
  {
    id: 2,
    plate: 'BT-771-QA',
    model: 'Renault Master E-Tech',
    depot: 'York',
    odometer: 23_950,
  },
  {
    id: 3,
    plate: 'MN-318-VR',
    model: 'Mercedes-Benz Sprinter',
    depot: 'Hull',
    odometer: 131_480,
  },
  {
    id: 4,
    plate: 'DC-952-HE',
    model: 'Volkswagen Crafter',
    depot: 'Leeds',
    odometer: 67_305,
  },
  {
    id: 5,
    plate: 'RP-046-ZT',
    model: 'Peugeot e-Expert',
    depot: 'Sheffield',
    odometer: 12_660,
  },
];

const columns: GridColDef[] = [
  { field: 'plate', headerName: 'Plate', width: 120 },
  { field: 'model', headerName: 'Model', width: 220 },
  // No `width`: the column gets the default 100px
  { field: 'depot', headerName: 'Depot' },
  { field: 'odometer', headerName: 'Odometer (km)', type: 'number', width: 150 },
];

export default function FleetColumnWidths() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
