import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

const arrivals = [
  { name: 'Ines Duarte', host: 'Finance' },
  { name: 'Tomás Lind', host: 'Design' },
  { name: 'Akua Mensah', host: 'Legal' },
  { name: 'Ravi Patel', host: 'IT' },
  { name: 'Mei Chen', host: 'Sales' },
];

const initialRows = [
  { id: 1, name: 'Jonas Weber', host: 'Operations', badge: 'V-15', time: '08:40' },
  { id: 2, name: 'Lucía Romero', host: 'Marketing', badge: 'V-16', time: '08:55' },
  { id: 3, name: 'Kofi Asante', host: 'Finance', badge: 'V-17', time: '09:10' },
];

const columns: GridColDef[] = [
  { field: 'badge', headerName: 'Badge', width: 90 },
  { field: 'name', headerName: 'Visitor', flex: 1, minWidth: 150 },
  { field: 'host', headerName: 'Visiting', width: 130 },
  { field: 'time', headerName: 'Checked in', width: 110 },
];

export default function VisitorLogUpsertDelete() {
  const apiRef = useGridApiRef();
  const [arrivalIndex, setArrivalIndex] = React.useState(0);

  const checkIn = () => {
    const visitor = arrivals[arrivalIndex % arrivals.length];
    const id = initialRows.length + arrivalIndex + 1;
    const minutes = 9 * 60 + 25 + arrivalIndex * 15;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    // The id is new, so the grid inserts the row.
    apiRef.current?.updateRows([{ id, badge: `V-${14 + id}`, ...visitor, time }]);
    setArrivalIndex((index) => index + 1);
  };

  const checkOutFirst = () => {
    const ids: GridRowId[] = apiRef.current?.getAllRowIds() ?? [];
    if (ids.length > 0) {
      apiRef.current?.updateRows([{ id: ids[0], _action: 'delete' }]);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={checkIn}>
          Check in a visitor
        </Button>
        <Button size="small" variant="outlined" onClick={checkOutFirst}>
          Check out the first visitor
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} />
      </div>
    </Stack>
  );
}
