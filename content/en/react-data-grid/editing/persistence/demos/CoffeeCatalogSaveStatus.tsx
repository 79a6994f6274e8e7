import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  checkCoffee,
  coffeeColumns,
  createCoffees,
  type Coffee,
} from './coffee-catalog';

type SaveState =
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; message: string };

function SaveStateCell({ save }: { save: SaveState | undefined }) {
  if (!save) {
    return null;
  }
  if (save.state === 'saving') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        <span>Saving…</span>
      </Stack>
    );
  }
  if (save.state === 'saved') {
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', color: 'success.main' }}
      >
        <CloudDoneIcon fontSize="small" />
        <span>Saved</span>
      </Stack>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', color: 'error.main' }}
      title={save.message}
    >
      <ErrorOutlineIcon fontSize="small" />
      <span>Not saved</span>
    </Stack>
  );
}

export default function CoffeeCatalogSaveStatus() {
  const [server] = React.useState(() =>
    createGridServer<Coffee>({
      rows: createCoffees,
      latencyMs: 1500,
      validate: checkCoffee,
    }),
  );
  const [rows] = React.useState(createCoffees);
  const [latency, setLatency] = React.useState(1500);
  const [saves, setSaves] = React.useState<Record<GridRowId, SaveState>>({});

  const setSave = (id: GridRowId, save: SaveState) =>
    setSaves((current) => ({ ...current, [id]: save }));

  const processRowUpdate = async (
    newRow: Coffee,
    oldRow: Coffee,
    { rowId }: { rowId: GridRowId },
  ) => {
    if (JSON.stringify(newRow) === JSON.stringify(oldRow)) {
      return oldRow;
    }
    setSave(rowId, { state: 'saving' });
    try {
      const savedRow = await server.updateRow(newRow);
      setSave(rowId, { state: 'saved' });
      return savedRow;
    } catch (error) {
      setSave(rowId, {
        state: 'failed',
        message: error instanceof Error ? error.message : 'The save failed.',
      });
      throw error;
    }
  };

  const columns = React.useMemo<GridColDef<Coffee>[]>(
    () => [
      ...coffeeColumns,
      {
        field: 'save',
        headerName: 'Server',
        width: 120,
        sortable: false,
        filterable: false,
        renderCell: ({ id }) => <SaveStateCell save={saves[id]} />,
      },
    ],
    [saves],
  );

  const states = Object.values(saves).map((save) => save.state);
  const saving = states.filter((state) => state === 'saving').length;
  const failed = states.filter((state) => state === 'failed').length;
  let summary = 'All changes saved';
  if (saving > 0) {
    summary = saving === 1 ? 'Saving 1 row…' : `Saving ${saving} rows…`;
  } else if (failed > 0) {
    summary = failed === 1 ? '1 row not saved' : `${failed} rows not saved`;
  }

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={latency}
          onChange={(_event, value: number | null) => {
            if (value !== null) {
              setLatency(value);
              server.setLatency(value);
            }
          }}
          aria-label="Server answer time"
        >
          <ToggleButton value={300}>0.3 s</ToggleButton>
          <ToggleButton value={1500}>1.5 s</ToggleButton>
          <ToggleButton value={4000}>4 s</ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          variant="outlined"
          onClick={() => server.failNextRequests(1)}
        >
          Make the next save fail
        </Button>
        <Typography variant="body2" role="status">
          {summary}
        </Typography>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={() => {
            // The Server column already shows the failure and its message.
          }}
          // A row whose save is under way cannot be edited again until the answer arrives.
          isCellEditable={(params) => saves[params.id]?.state !== 'saving'}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
