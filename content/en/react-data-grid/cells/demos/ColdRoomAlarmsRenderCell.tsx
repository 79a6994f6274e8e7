import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Alarm {
  id: number;
  room: string;
  sensor: string;
  readingC: number;
  acknowledged: boolean;
}

const initialRows: Alarm[] = [
  {
    id: 1,
    room: 'Cold room 1',
    sensor: 'T-101',
    readingC: 7.9,
    acknowledged: false,
  },
  { id: 2, room: 'Cold room 1', sensor: 'T-104', readingC: 8.4, acknowledged: true },
  {
    id: 3,
    room: 'Freezer A',
    sensor: 'F-201',
    readingC: -11.2,
    acknowledged: false,
  },
  {
    id: 4,
    room: 'Dairy store',
    sensor: 'T-310',
    readingC: 6.1,
    acknowledged: false,
  },
  { id: 5, room: 'Freezer B', sensor: 'F-222', readingC: -9.8, acknowledged: true },
];

export default function ColdRoomAlarmsRenderCell() {
  const [rows, setRows] = React.useState(initialRows);

  const acknowledge = React.useCallback((id: number) => {
    setRows((prev) =>
      prev.map((row) => (row.id === id ? { ...row, acknowledged: true } : row)),
    );
  }, []);

  const columns = React.useMemo<GridColDef<Alarm>[]>(
    () => [
      { field: 'room', headerName: 'Room', width: 140 },
      { field: 'sensor', headerName: 'Sensor', width: 100 },
      {
        field: 'readingC',
        headerName: 'Reading',
        type: 'number',
        width: 110,
        valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
      },
      {
        field: 'acknowledged',
        headerName: 'Alarm',
        width: 170,
        display: 'flex',
        sortable: false,
        renderCell: (params: GridRenderCellParams<Alarm, boolean>) =>
          params.value ? (
            <Chip size="small" label="Acknowledged" variant="outlined" />
          ) : (
            <Button
              size="small"
              variant="contained"
              color="warning"
              // Only the focused cell's button is a tab stop.
              tabIndex={params.tabIndex}
              aria-label={`Acknowledge alarm on ${params.row.sensor}`}
              onClick={(event) => {
                // Keep the click from also selecting the row.
                event.stopPropagation();
                acknowledge(params.row.id);
              }}
            >
              Acknowledge
            </Button>
          ),
      },
    ],
    [acknowledge],
  );

  const open = rows.filter((row) => !row.acknowledged).length;

  return (
    <div style={{ width: '100%' }}>
      <p style={{ margin: '0 0 8px' }} aria-live="polite">
        Open alarms: {open}
      </p>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </div>
    </div>
  );
}
