import * as React from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-pro';

type CrewMember = {
  id: number;
  name: string;
  role: string;
  base: string;
  licence: string;
  hoursThisMonth: number;
  nextDuty: string;
};

const rows: CrewMember[] = [
  {
    id: 1,
    name: 'Ines Duarte',
    role: 'Captain',
    base: 'LIS',
    licence: 'ATPL',
    hoursThisMonth: 71,
    nextDuty: '06:10 LIS–FNC',
  },
  {
    id: 2,
    name: 'Tobias Wenger',
    role: 'First officer',
    base: 'ZRH',
    licence: 'ATPL',
    hoursThisMonth: 64,
    nextDuty: '07:45 ZRH–VIE',
  },
  {
    id: 3,
    name: 'Aoife Brennan',
    role: 'Cabin manager',
    base: 'DUB',
    licence: 'CCA',
    hoursThisMonth: 58,
    nextDuty: '09:20 DUB–BCN',
  },
  {
    id: 4,
    name: 'Marek Zieliński',
    role: 'First officer',
    base: 'WAW',
    licence: 'CPL',
    hoursThisMonth: 80,
    nextDuty: 'Rest day',
  },
  {
    id: 5,
    name: 'Salma Idrissi',
    role: 'Cabin crew',
    base: 'LIS',
    licence: 'CCA',
    hoursThisMonth: 49,
    nextDuty: '11:05 LIS–OPO',
  },
];

const columns: GridColDef<CrewMember>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 130 },
  { field: 'base', headerName: 'Base', width: 80 },
  { field: 'licence', headerName: 'Licence', width: 90 },
  {
    field: 'hoursThisMonth',
    headerName: 'Hours (month)',
    type: 'number',
    width: 130,
  },
  { field: 'nextDuty', headerName: 'Next duty', width: 160 },
];

const STORAGE_KEY = 'crew-roster-column-layout';

type SavedLayout = NonNullable<GridInitialState['columns']>;

const knownFields = new Set(columns.map((column) => column.field));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Storage can be missing or refuse access (private modes, blocked cookies, sandboxed
// frames, a full quota). Every access is guarded, and the grid then works without it.
function readLayout(): SavedLayout | undefined {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (!text) {
      return undefined;
    }
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed)) {
      return undefined;
    }
    // Keep only what still matches the columns: the saved value may be old or edited by hand
    const orderedFields = Array.isArray(parsed.orderedFields)
      ? parsed.orderedFields.filter(
          (field): field is string =>
            typeof field === 'string' && knownFields.has(field),
        )
      : [];
    const dimensions: NonNullable<SavedLayout['dimensions']> = {};
    if (isRecord(parsed.dimensions)) {
      Object.entries(parsed.dimensions).forEach(([field, value]) => {
        if (
          knownFields.has(field) &&
          isRecord(value) &&
          typeof value.width === 'number'
        ) {
          dimensions[field] = { width: value.width };
        }
      });
    }
    return { orderedFields, dimensions };
  } catch {
    // No access to storage, or a value that is not JSON
    return undefined;
  }
}

function writeLayout(layout: SavedLayout) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(layout));
    return true;
  } catch {
    return false;
  }
}

function clearLayout() {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was saved, so there is nothing to clear
  }
}

export default function CrewRosterSavedLayout() {
  const apiRef = useGridApiRef();
  // `undefined` until the browser has been asked, so the server and the first render agree
  const [initialState, setInitialState] = React.useState<GridInitialState | null>();
  const [message, setMessage] = React.useState('');
  // A new key mounts a new grid, which reads `initialState` again
  const [mountKey, setMountKey] = React.useState(0);

  React.useEffect(() => {
    const saved = readLayout();
    setInitialState(saved ? { columns: saved } : null);
    setMessage(saved ? 'Restored the saved layout.' : 'No saved layout yet.');
  }, [mountKey]);

  const saveLayout = React.useCallback(() => {
    const state = apiRef.current?.exportState();
    if (!state?.columns) {
      return;
    }
    const { orderedFields, dimensions } = state.columns;
    setMessage(
      writeLayout({ orderedFields, dimensions })
        ? 'Layout saved.'
        : 'This browser does not allow saving; the layout lasts until you leave the page.',
    );
  }, [apiRef]);

  const remount = () => {
    setInitialState(undefined);
    setMountKey((key) => key + 1);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={remount}>
          Remount the grid
        </Button>
        <Button
          size="small"
          onClick={() => {
            clearLayout();
            remount();
          }}
        >
          Reset the layout
        </Button>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        {initialState === undefined ? (
          <Skeleton
            variant="rectangular"
            height={340}
            aria-label="Loading the grid"
          />
        ) : (
          <DataGridPro
            key={mountKey}
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            hideFooter
            initialState={initialState ?? undefined}
            onColumnOrderChange={saveLayout}
            onColumnWidthChange={saveLayout}
          />
        )}
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
