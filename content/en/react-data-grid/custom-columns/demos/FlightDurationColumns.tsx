import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridColTypeDef,
} from '@mui/x-data-grid';

// Durations are stored in minutes and shown as hours and minutes.
// Filtering keeps two of the built-in number operators, with clearer labels.
const durationColumnType: GridColTypeDef = {
  type: 'number',
  width: 130,
  valueFormatter: (minutes: number | null) => {
    if (minutes === null || minutes === undefined) {
      return '';
    }
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return hours === 0
      ? `${rest} min`
      : `${hours} h ${String(rest).padStart(2, '0')} min`;
  },
  filterOperators: getGridNumericOperators()
    .filter((operator) => operator.value === '>' || operator.value === '<')
    .map((operator) => ({
      ...operator,
      label: operator.value === '>' ? 'longer than (min)' : 'shorter than (min)',
    })),
};

const rows = [
  { id: 'TP1351', route: 'Lisbon → Madrid', duration: 75, turnaround: 40 },
  { id: 'LH1173', route: 'Frankfurt → Lisbon', duration: 185, turnaround: 55 },
  { id: 'AF1024', route: 'Paris → Lisbon', duration: 140, turnaround: 45 },
  { id: 'EI0482', route: 'Dublin → Faro', duration: 170, turnaround: 35 },
  { id: 'KL1691', route: 'Amsterdam → Porto', duration: 155, turnaround: 50 },
  { id: 'TP0201', route: 'Lisbon → Newark', duration: 470, turnaround: 90 },
  { id: 'IB3107', route: 'Madrid → Porto', duration: 70, turnaround: 30 },
];

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 180 },
  { field: 'duration', headerName: 'Block time', ...durationColumnType },
  { field: 'turnaround', headerName: 'Turnaround', ...durationColumnType },
];

export default function FlightDurationColumns() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'duration', operator: '<', value: 180 }],
            },
          },
        }}
      />
    </div>
  );
}
