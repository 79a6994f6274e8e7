import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Shipment = {
  id: number;
  tracking: string;
  origin: string;
  destination: string;
  carrier: string;
  parcels: number;
  weightKg: number;
  status: string;
};

const rows: Shipment[] = [
  {
    id: 1,
    tracking: 'SHP-20417',
    origin: 'Rotterdam',
    destination: 'Milan',
    carrier: 'NorthLine',
    parcels: 12,
    weightKg: 184.5,
    status: 'In transit',
  },
  {
    id: 2,
    tracking: 'SHP-20418',
    origin: 'Hamburg',
    destination: 'Vienna',
    carrier: 'Alpexpress',
    parcels: 3,
    weightKg: 41.2,
    status: 'Delivered',
  },
  {
    id: 3,
    tracking: 'SHP-20419',
    origin: 'Antwerp',
    destination: 'Lyon',
    carrier: 'NorthLine',
    parcels: 28,
    weightKg: 512,
    status: 'Customs hold',
  },
  {
    id: 4,
    tracking: 'SHP-20420',
    origin: 'Gdańsk',
    destination: 'Prague',
    carrier: 'Baltic Freight',
    parcels: 7,
    weightKg: 96.8,
    status: 'In transit',
  },
  {
    id: 5,
    tracking: 'SHP-20421',
    origin: 'Valencia',
    destination: 'Marseille',
    carrier: 'Costa Cargo',
    parcels: 15,
    weightKg: 230.1,
    status: 'Picked up',
  },
  {
    id: 6,
    tracking: 'SHP-20422',
    origin: 'Le Havre',
    destination: 'Zurich',
    carrier: 'Alpexpress',
    parcels: 2,
    weightKg: 18.4,
    status: 'Delivered',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'origin', headerName: 'Origin', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function ShipmentColumnDragging() {
  return (
    <div style={{ height: 370, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} hideFooter />
    </div>
  );
}
