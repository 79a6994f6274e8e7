import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { createShipments, shipmentColumns } from './shipment-rows';

const rows = createShipments(60);
const STORAGE_KEY = 'mui-x-docs:data-grid-state:shipments';
const baseInitialState: GridInitialState = {
  pagination: { paginationModel: { pageSize: 25, page: 0 } },
};

type StorageKind = 'localStorage' | 'memory';

// Used when the browser refuses localStorage (private mode, blocked cookies…)
let memorySnapshot: GridInitialState | null = null;

function readSnapshot(): {
  snapshot: GridInitialState | null;
  storage: StorageKind;
} {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return { snapshot: memorySnapshot, storage: 'memory' };
  }
  if (raw === null) {
    return { snapshot: null, storage: 'localStorage' };
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    const isObject =
      typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    return {
      snapshot: isObject ? (parsed as GridInitialState) : null,
      storage: 'localStorage',
    };
  } catch {
    // A damaged entry is ignored: the grid starts from its defaults
    return { snapshot: null, storage: 'localStorage' };
  }
}

function writeSnapshot(snapshot: GridInitialState): StorageKind {
  memorySnapshot = snapshot;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
    return 'localStorage';
  } catch {
    return 'memory';
  }
}

function clearSnapshot() {
  memorySnapshot = null;
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to remove when storage is blocked
  }
}

const headerNames = new Map(
  shipmentColumns.map((column) => [column.field, column.headerName ?? column.field]),
);
const definedWidths = new Map(
  shipmentColumns.map((column) => [column.field, column.width]),
);

function describe(snapshot: GridInitialState | null): string {
  if (!snapshot) {
    return 'Nothing saved yet: the grid shows its defaults.';
  }
  const parts: string[] = [];
  const sortItem = snapshot.sorting?.sortModel?.[0];
  if (sortItem?.sort) {
    parts.push(
      `sorted by ${headerNames.get(sortItem.field) ?? sortItem.field} (${sortItem.sort})`,
    );
  }
  const filterCount = snapshot.filter?.filterModel?.items.length ?? 0;
  if (filterCount > 0) {
    parts.push(`${filterCount} filter${filterCount === 1 ? '' : 's'}`);
  }
  // The export lists every column whose definition sets a width: count the changed ones
  const resized = Object.entries(snapshot.columns?.dimensions ?? {}).filter(
    ([field, dimensions]) =>
      dimensions.width !== undefined &&
      dimensions.width !== definedWidths.get(field),
  ).length;
  if (resized > 0) {
    parts.push(`${resized} resized column${resized === 1 ? '' : 's'}`);
  }
  const hidden = Object.values(snapshot.columns?.columnVisibilityModel ?? {}).filter(
    (visible) => !visible,
  ).length;
  if (hidden > 0) {
    parts.push(`${hidden} hidden column${hidden === 1 ? '' : 's'}`);
  }
  const page = snapshot.pagination?.paginationModel?.page ?? 0;
  if (page > 0) {
    parts.push(`page ${page + 1}`);
  }
  if ((snapshot.scroll?.top ?? 0) > 0) {
    parts.push(`scrolled ${Math.round(snapshot.scroll?.top ?? 0)} px down`);
  }
  return parts.length > 0
    ? `Saved view: ${parts.join(', ')}.`
    : 'Saved view: the defaults.';
}

export default function ShipmentViewSavedLocally() {
  const apiRef = useGridApiRef();
  // `null` until the browser has read the storage (never during the server render)
  const [restored, setRestored] = React.useState<GridInitialState | null>(null);
  const [gridKey, setGridKey] = React.useState(0);
  const [storage, setStorage] = React.useState<StorageKind>('localStorage');
  const [summary, setSummary] = React.useState('');
  const saveTimer = React.useRef<number | undefined>(undefined);
  const lastScroll = React.useRef({ top: 0, left: 0 });

  const loadSnapshot = React.useCallback(() => {
    const { snapshot, storage: kind } = readSnapshot();
    lastScroll.current = {
      top: snapshot?.scroll?.top ?? 0,
      left: snapshot?.scroll?.left ?? 0,
    };
    setStorage(kind);
    setSummary(describe(snapshot));
    setRestored(snapshot ?? {});
    setGridKey((key) => key + 1);
  }, []);

  React.useEffect(loadSnapshot, [loadSnapshot]);

  const saveNow = React.useCallback(() => {
    window.clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Leave out the open/closed panels: a reload should not pop a panel open
    const { preferencePanel: _panel, ...exported } = api.exportState();
    const { top, left } = api.getScrollPosition();
    const snapshot: GridInitialState = { ...exported, scroll: { top, left } };
    setStorage(writeSnapshot(snapshot));
    setSummary(describe(snapshot));
  }, [apiRef]);

  const flushPendingSave = React.useCallback(() => {
    if (saveTimer.current !== undefined) {
      saveNow();
    }
  }, [saveNow]);

  React.useEffect(() => {
    const api = apiRef.current;
    if (restored === null || !api) {
      return undefined;
    }
    const scheduleSave = () => {
      window.clearTimeout(saveTimer.current);
      saveTimer.current = window.setTimeout(saveNow, 300);
    };
    const unsubscribers = [
      api.subscribeEvent('sortModelChange', scheduleSave),
      api.subscribeEvent('filterModelChange', scheduleSave),
      api.subscribeEvent('columnWidthChange', scheduleSave),
      api.subscribeEvent('columnVisibilityModelChange', scheduleSave),
      api.subscribeEvent('paginationModelChange', scheduleSave),
      api.subscribeEvent('densityChange', scheduleSave),
      api.subscribeEvent('scrollPositionChange', (params) => {
        const top = Math.round(params.top);
        const left = Math.round(params.left);
        // The grid reports its first position on mount: that is not a change
        if (
          top !== Math.round(lastScroll.current.top) ||
          left !== Math.round(lastScroll.current.left)
        ) {
          lastScroll.current = { top, left };
          scheduleSave();
        }
      }),
    ];
    // A reload or a closed tab must not lose the last change
    window.addEventListener('beforeunload', flushPendingSave);
    return () => {
      window.removeEventListener('beforeunload', flushPendingSave);
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      flushPendingSave();
    };
  }, [apiRef, restored, gridKey, saveNow, flushPendingSave]);

  const resetSavedState = () => {
    window.clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    clearSnapshot();
    loadSnapshot();
  };

  const reloadGrid = () => {
    flushPendingSave();
    loadSnapshot();
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={reloadGrid}>
          Remount the grid
        </Button>
        <Button size="small" color="error" onClick={resetSavedState}>
          Reset saved state
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        {restored === null ? (
          <Typography variant="body2" sx={{ p: 2 }}>
            Reading the saved view…
          </Typography>
        ) : (
          <DataGrid
            key={gridKey}
            apiRef={apiRef}
            rows={rows}
            columns={shipmentColumns}
            pageSizeOptions={[10, 25, 50]}
            initialState={{ ...baseInitialState, ...restored }}
          />
        )}
      </Box>
      <Typography variant="body2" role="status" aria-live="polite">
        {summary}{' '}
        {storage === 'memory'
          ? 'This browser blocks localStorage, so the view is kept in memory and lost on reload.'
          : ''}
      </Typography>
    </Stack>
  );
}
