import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-pro';

type Departure = {
  id: number;
  flight: string;
  destination: string;
  departs: string;
  gate: string;
  status: string;
};

const rows: Departure[] = [
  {
    id: 1,
    flight: 'EI 153',
    destination: 'Dublin',
    departs: '10:05',
    gate: 'B21',
    status: 'Boarding',
  },
  {
    id: 2,
    flight: 'OS 412',
    destination: 'Vienna',
    departs: '10:20',
    gate: 'A07',
    status: 'On time',
  },
  {
    id: 3,
    flight: 'LX 1837',
    destination: 'Zurich',
    departs: '10:35',
    gate: 'A11',
    status: 'Delayed',
  },
  {
    id: 4,
    flight: 'AY 1332',
    destination: 'Helsinki',
    departs: '10:50',
    gate: 'C04',
    status: 'On time',
  },
  {
    id: 5,
    flight: 'TP 579',
    destination: 'Porto',
    departs: '11:15',
    gate: 'B02',
    status: 'Gate open',
  },
];

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const defaultOrder = columns.map((column) => column.field);

export default function DepartureBoardColumnMoves() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState<string[]>(defaultOrder);
  const [moves, setMoves] = React.useState<string[]>([]);

  // Called once per drag, when the user drops the header
  const handleColumnOrderChange: GridEventListener<'columnOrderChange'> = (
    params,
  ) => {
    const label = params.column.headerName ?? params.column.field;
    setMoves((previous) =>
      [
        `${label}: position ${params.oldIndex} → ${params.targetIndex}`,
        ...previous,
      ].slice(0, 3),
    );
    setOrder(gridColumnFieldsSelector(apiRef));
  };

  // `setColumnIndex` does not call `onColumnOrderChange`, so read the order back yourself
  const moveStatusFirst = () => {
    apiRef.current?.setColumnIndex('status', 0);
    setOrder(gridColumnFieldsSelector(apiRef));
  };

  const restoreOrder = () => {
    defaultOrder.forEach((field, index) =>
      apiRef.current?.setColumnIndex(field, index),
    );
    setOrder(gridColumnFieldsSelector(apiRef));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={moveStatusFirst}>
          Move Status to the front
        </Button>
        <Button size="small" onClick={restoreOrder}>
          Restore the original order
        </Button>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onColumnOrderChange={handleColumnOrderChange}
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        Order: <code>{order.join(', ')}</code>
      </Typography>
      <Typography variant="body2" component="div">
        Last drags:{' '}
        {moves.length === 0 ? (
          'none yet'
        ) : (
          <ul style={{ margin: 0 }}>
            {moves.map((move, index) => (
              // The same move can happen twice, so the position in the list is part of the key
              <li key={`${index}-${move}`}>{move}</li>
            ))}
          </ul>
        )}
      </Typography>
    </Stack>
  );
}
