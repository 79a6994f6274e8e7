import * as React from 'react';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface RouteStop {
  id: string;
  place: string;
  window: string;
}

const initialStops: RouteStop[] = [
  { id: 'S1', place: 'Harbour Pharmacy', window: '08:00–09:00' },
  { id: 'S2', place: 'Oak Street Bakery', window: '08:30–10:00' },
  { id: 'S3', place: 'City Hall, mail room', window: '09:00–12:00' },
  { id: 'S4', place: 'Riverside Clinic', window: '10:00–11:00' },
  { id: 'S5', place: 'Lakeside Books', window: '11:00–13:00' },
];

// The depot starts and ends every route: pinned rows have no drag handle
// and other rows cannot be dropped above or below them.
const pinnedRows: GridPinnedRowsProp<RouteStop> = {
  top: [{ id: 'depot-out', place: 'Depot (leave)', window: '07:30' }],
  bottom: [{ id: 'depot-in', place: 'Depot (return)', window: 'by 14:00' }],
};

const columns: GridColDef<RouteStop>[] = [
  { field: 'place', headerName: 'Stop', flex: 1, minWidth: 200, sortable: false },
  { field: 'window', headerName: 'Time window', width: 150, sortable: false },
];

export default function CourierRouteFixedDepot() {
  const [stops, setStops] = React.useState(initialStops);

  const handleRowOrderChange = ({
    oldIndex,
    targetIndex,
  }: GridRowOrderChangeParams) => {
    setStops((previous) => {
      const next = [...previous];
      const [moved] = next.splice(oldIndex, 1);
      if (moved) {
        next.splice(targetIndex, 0, moved);
      }
      return next;
    });
  };

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={stops}
        columns={columns}
        pinnedRows={pinnedRows}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        hideFooter
      />
    </div>
  );
}
