import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 'T-101', location: 'Cold room 1', reading: 3.8, unit: '°C' },
  { id: 'T-102', location: 'Cold room 2', reading: 4.6, unit: '°C' },
  { id: 'H-201', location: 'Packing hall', reading: 52, unit: '% RH' },
  { id: 'H-202', location: 'Dry store', reading: 38, unit: '% RH' },
  { id: 'C-301', location: 'Loading bay', reading: 640, unit: 'ppm CO₂' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Sensor', width: 100 },
  { field: 'location', headerName: 'Location', width: 150 },
  { field: 'reading', headerName: 'Reading', type: 'number', width: 100 },
  { field: 'unit', headerName: 'Unit', width: 100 },
  // The grid uses this column instead of adding its own at the start
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 80 },
];

export default function SensorReportCheckboxColumn() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection />
    </div>
  );
}
