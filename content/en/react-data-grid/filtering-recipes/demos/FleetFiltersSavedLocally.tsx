import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Vehicle {
  id: number;
  plate: string;
  model: string;
  depot: string;
  mileage: number;
  status: string;
}

const models = [
  'Transit Custom',
  'Sprinter 316',
  'e-Vito',
  'Master L3',
  'Kangoo E-Tech',
];
const depots = ['Bristol', 'Cardiff', 'Swindon'];
const statuses = ['In service', 'In service', 'Workshop', 'In service', 'Reserved'];

const pick = (list: readonly string[], index: number) =>
  list[index % list.length] ?? '';

// 40 vehicles computed from their index
const rows: Vehicle[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  plate: `WX${24 + (index % 3)} ${String.fromCharCode(65 + ((index * 7) % 26))}${String.fromCharCode(65 + ((index * 11) % 26))}${String.fromCharCode(65 + ((index * 5) % 26))}`,
  model: pick(models, index * 3),
  depot: pick(depots, index),
  mileage: 8000 + ((index * 7919) % 90000),
  status: pick(statuses, index * 2 + 1),
}));

const columns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 110 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 140 },
  {
    field: 'depot',
    headerName: 'Depot',
    type: 'singleSelect',
    valueOptions: depots,
    width: 110,
  },
  { field: 'mileage', headerName: 'Mileage', type: 'number', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['In service', 'Workshop', 'Reserved'],
    width: 120,
  },
];

const STORAGE_KEY = 'fleet-grid-filter-model';
const EMPTY = '';

// A tiny store for `React.useSyncExternalStore`. It keeps the saved model in memory too, so the
// grid still filters when storage is blocked (private mode, disabled cookies, a full quota).
let snapshot: string | undefined;
const listeners = new Set<() => void>();

function readStorage(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? EMPTY;
  } catch {
    return EMPTY;
  }
}

function writeStorage(value: string) {
  try {
    if (value === EMPTY) {
      window.localStorage.removeItem(STORAGE_KEY);
    } else {
      window.localStorage.setItem(STORAGE_KEY, value);
    }
  } catch {
    // Storage is unavailable: the model lives in memory until the page is reloaded.
  }
}

function setSnapshot(value: string) {
  snapshot = value;
  listeners.forEach((listener) => listener());
}

// Another tab saved a model: follow it
function handleStorageEvent(event: StorageEvent) {
  if (event.key === STORAGE_KEY) {
    setSnapshot(event.newValue ?? EMPTY);
  }
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('storage', handleStorageEvent);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', handleStorageEvent);
    }
  };
}

function getSnapshot(): string {
  if (snapshot === undefined) {
    snapshot = readStorage();
  }
  return snapshot;
}

// The server has no storage: it renders the grid unfiltered
const getServerSnapshot = () => EMPTY;

function saveFilterModel(model: GridFilterModel) {
  const value = JSON.stringify(model);
  writeStorage(value);
  setSnapshot(value);
}

function forgetFilterModel() {
  writeStorage(EMPTY);
  setSnapshot(EMPTY);
}

function parseFilterModel(value: string): GridFilterModel {
  if (value !== EMPTY) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        Array.isArray((parsed as GridFilterModel).items)
      ) {
        return parsed as GridFilterModel;
      }
    } catch {
      // A corrupt entry is ignored
    }
  }
  return { items: [] };
}

export default function FleetFiltersSavedLocally() {
  const saved = React.useSyncExternalStore(
    subscribe,
    getSnapshot,
    getServerSnapshot,
  );
  const filterModel = React.useMemo(() => parseFilterModel(saved), [saved]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={forgetFilterModel}>
          Forget saved filters
        </Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={saveFilterModel}
        />
      </div>
    </Stack>
  );
}
