import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridEditMode,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Talk {
  id: number;
  title: string;
  speaker: string;
  room: string;
  minutes: number;
}

const rows: Talk[] = [
  {
    id: 1,
    title: 'Forms that forgive',
    speaker: 'Aiko Tanaka',
    room: 'Hall A',
    minutes: 30,
  },
  {
    id: 2,
    title: 'Shipping on Fridays',
    speaker: 'Bruno Costa',
    room: 'Hall B',
    minutes: 45,
  },
  {
    id: 3,
    title: 'Colour for dashboards',
    speaker: 'Leila Haddad',
    room: 'Studio',
    minutes: 20,
  },
  {
    id: 4,
    title: 'Tests you can read',
    speaker: 'Piotr Nowak',
    room: 'Hall A',
    minutes: 30,
  },
];

const columns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 170, editable: true },
  { field: 'speaker', headerName: 'Speaker', width: 140, editable: true },
  {
    field: 'room',
    headerName: 'Room',
    type: 'singleSelect',
    valueOptions: ['Hall A', 'Hall B', 'Studio'],
    width: 110,
    editable: true,
  },
  {
    field: 'minutes',
    headerName: 'Minutes',
    type: 'number',
    width: 90,
    editable: true,
  },
];

interface LogEntry {
  key: number;
  text: string;
}

export default function ConferenceEditEventLog() {
  const [editMode, setEditMode] = React.useState<GridEditMode>('cell');
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  const addEntry = (text: string) => {
    counter.current += 1;
    const key = counter.current;
    // Newest first, at most eight lines.
    setLog((prev) => [{ key, text: `#${key}  ${text}` }, ...prev].slice(0, 8));
  };

  const clearLog = () => {
    counter.current = 0;
    setLog([]);
  };

  const handleCellEditStart: GridEventListener<'cellEditStart'> = (params) =>
    addEntry(
      `cellEditStart  reason=${params.reason}  id=${params.id}  field=${params.field}`,
    );
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params) =>
    addEntry(
      `cellEditStop   reason=${params.reason}  id=${params.id}  field=${params.field}`,
    );
  const handleRowEditStart: GridEventListener<'rowEditStart'> = (params) =>
    addEntry(
      `rowEditStart   reason=${params.reason}  id=${params.id}  field=${params.field}`,
    );
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params) =>
    addEntry(
      `rowEditStop    reason=${params.reason}  id=${params.id}  field=${params.field}`,
    );

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={editMode}
          onChange={(_event, value: GridEditMode | null) => {
            if (value) {
              setEditMode(value);
              clearLog();
            }
          }}
          aria-label="Edit mode"
        >
          <ToggleButton value="cell">Cell editing</ToggleButton>
          <ToggleButton value="row">Row editing</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={clearLog}>
          Clear log
        </Button>
      </Stack>
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid
          // A fresh grid for each mode, so no cell is left in edit mode.
          key={editMode}
          rows={rows}
          columns={columns}
          editMode={editMode}
          hideFooter
          onCellEditStart={handleCellEditStart}
          onCellEditStop={handleCellEditStop}
          onRowEditStart={handleRowEditStart}
          onRowEditStop={handleRowEditStop}
        />
      </div>
      <Box
        role="log"
        aria-label="Editing events, newest first"
        sx={{
          p: 1,
          minHeight: 120,
          fontFamily: 'monospace',
          fontSize: 13,
          whiteSpace: 'pre',
          overflowX: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ fontFamily: 'inherit' }}>
            Double-click a cell, or focus one and press a key, to see the events.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {log.map((entry) => (
              <li key={entry.key}>{entry.text}</li>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
