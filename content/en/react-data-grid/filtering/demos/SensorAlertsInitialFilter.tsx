import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: string;
  room: string;
  product: string;
  temperature: number;
  humidity: number;
}

const rows: Reading[] = [
  {
    id: 'CS-01',
    room: 'Cold room A',
    product: 'Dairy',
    temperature: 3.8,
    humidity: 82,
  },
  {
    id: 'CS-02',
    room: 'Cold room A',
    product: 'Dairy',
    temperature: 9.4,
    humidity: 79,
  },
  {
    id: 'CS-03',
    room: 'Cold room B',
    product: 'Fresh fish',
    temperature: 1.2,
    humidity: 90,
  },
  {
    id: 'CS-04',
    room: 'Cold room B',
    product: 'Fresh fish',
    temperature: 2.1,
    humidity: 88,
  },
  {
    id: 'CS-05',
    room: 'Loading dock',
    product: 'Mixed pallets',
    temperature: 11.7,
    humidity: 64,
  },
  {
    id: 'CS-06',
    room: 'Cold room C',
    product: 'Vegetables',
    temperature: 6.5,
    humidity: 93,
  },
  {
    id: 'CS-07',
    room: 'Cold room C',
    product: 'Vegetables',
    temperature: 8.9,
    humidity: 91,
  },
  {
    id: 'CS-08',
    room: 'Freezer 1',
    product: 'Ice cream',
    temperature: -21.4,
    humidity: 40,
  },
  {
    id: 'CS-09',
    room: 'Freezer 1',
    product: 'Ice cream',
    temperature: -19.8,
    humidity: 42,
  },
  {
    id: 'CS-10',
    room: 'Freezer 2',
    product: 'Frozen meals',
    temperature: -12.3,
    humidity: 45,
  },
  {
    id: 'CS-11',
    room: 'Cold room D',
    product: 'Flowers',
    temperature: 5.1,
    humidity: 85,
  },
  {
    id: 'CS-12',
    room: 'Cold room D',
    product: 'Flowers',
    temperature: 4.6,
    humidity: 86,
  },
];

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Sensor', width: 100 },
  { field: 'room', headerName: 'Room', width: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 150,
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

export default function SensorAlertsInitialFilter() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'temperature', operator: '>', value: 8 }],
            },
          },
        }}
      />
    </div>
  );
}
