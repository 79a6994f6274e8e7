import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import {
  createDepartures,
  departureColumns,
  type Departure,
} from './departure-rows';

const rows = createDepartures(40);

interface LogEntry {
  seq: number;
  name: string;
  detail: string;
  count: number;
}

const MAX_ENTRIES = 40;

export default function DepartureBoardEventLog() {
  const apiRef = useGridApiRef();
  const [entries, setEntries] = React.useState<LogEntry[]>([]);
  const [paused, setPaused] = React.useState(false);
  const seqRef = React.useRef(0);

  const log = React.useCallback((name: string, detail: string) => {
    setEntries((previous) => {
      const latest = previous[0];
      // Bursts of the same event (scrolling fires many) fold into one line
      if (latest && latest.name === name) {
        return [
          { ...latest, detail, count: latest.count + 1 },
          ...previous.slice(1),
        ];
      }
      seqRef.current += 1;
      return [{ seq: seqRef.current, name, detail, count: 1 }, ...previous].slice(
        0,
        MAX_ENTRIES,
      );
    });
  }, []);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api || paused) {
      return undefined;
    }
    const flightOf = (row: unknown) => (row as Departure).flight;
    let menuIsOpen = false;
    let lastScroll = api.getScrollPosition();
    // Each call returns the function that removes its handler
    const unsubscribers = [
      api.subscribeEvent('cellClick', (params) => {
        log('cellClick', `${params.field} of ${flightOf(params.row)}`);
      }),
      api.subscribeEvent('rowClick', (params) =>
        log('rowClick', flightOf(params.row)),
      ),
      api.subscribeEvent('cellDoubleClick', (params) => {
        log('cellDoubleClick', `${params.field} of ${flightOf(params.row)}`);
      }),
      api.subscribeEvent('cellKeyDown', (params, event) => {
        log('cellKeyDown', `${event.key} in ${params.field}`);
      }),
      api.subscribeEvent('columnHeaderClick', (params) =>
        log('columnHeaderClick', params.field),
      ),
      api.subscribeEvent('sortModelChange', (model) => {
        log(
          'sortModelChange',
          model.map((item) => `${item.field} ${item.sort}`).join(', ') || 'no sort',
        );
      }),
      api.subscribeEvent('filterModelChange', (model) => {
        const items = model.items.map(
          (item) =>
            `${item.field} ${item.operator} ${item.value === undefined ? '…' : String(item.value)}`,
        );
        log('filterModelChange', items.join(' and ') || 'no filter');
      }),
      api.subscribeEvent('rowSelectionChange', (model) => {
        log('rowSelectionChange', `${model.ids.size} row(s), ${model.type}`);
      }),
      api.subscribeEvent('columnWidthChange', (params) => {
        log(
          'columnWidthChange',
          `${params.colDef.field} is ${Math.round(params.width)} px`,
        );
      }),
      api.subscribeEvent('columnVisibilityModelChange', (model) => {
        const hidden = Object.keys(model).filter((field) => model[field] === false);
        log(
          'columnVisibilityModelChange',
          hidden.length ? `hidden: ${hidden.join(', ')}` : 'all shown',
        );
      }),
      // Both events can repeat for the same menu (and `menuClose` fires on mount):
      // log the real transitions only
      api.subscribeEvent('menuOpen', () => {
        if (!menuIsOpen) {
          menuIsOpen = true;
          log('menuOpen', 'column menu');
        }
      }),
      api.subscribeEvent('menuClose', () => {
        if (menuIsOpen) {
          menuIsOpen = false;
          log('menuClose', 'column menu');
        }
      }),
      api.subscribeEvent('preferencePanelOpen', (params) => {
        log('preferencePanelOpen', params.openedPanelValue ?? 'panel');
      }),
      api.subscribeEvent('preferencePanelClose', (params) => {
        log('preferencePanelClose', params.openedPanelValue ?? 'panel');
      }),
      api.subscribeEvent('scrollPositionChange', (params) => {
        // The grid also reports its first position on mount: log moves only
        if (params.top === lastScroll.top && params.left === lastScroll.left) {
          return;
        }
        lastScroll = { top: params.top, left: params.left };
        log(
          'scrollPositionChange',
          `top ${Math.round(params.top)} px, left ${Math.round(params.left)} px`,
        );
      }),
    ];
    return () => {
      unsubscribers.forEach((unsubscribe) => unsubscribe());
    };
  }, [apiRef, paused, log]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ flex: 1, minWidth: 0, height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={departureColumns}
          hideFooter
        />
      </Box>
      <Paper
        variant="outlined"
        sx={{
          width: { md: 300 },
          height: 420,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            p: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            id="departure-event-log-title"
            variant="subtitle2"
            sx={{ flex: 1 }}
          >
            Event log {paused ? '(paused)' : ''}
          </Typography>
          <Button size="small" onClick={() => setPaused((value) => !value)}>
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button size="small" onClick={() => setEntries([])}>
            Clear
          </Button>
        </Stack>
        <Box
          component="ol"
          aria-labelledby="departure-event-log-title"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            overflowY: 'auto',
            flex: 1,
            typography: 'body2',
          }}
        >
          {entries.length === 0 && (
            <Box component="li" sx={{ p: 1.5, color: 'text.secondary' }}>
              Click, sort, filter or scroll the grid.
            </Box>
          )}
          {entries.map((entry) => (
            <Box
              key={entry.seq}
              component="li"
              sx={{ px: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box component="code" sx={{ fontWeight: 600 }}>
                {entry.name}
              </Box>
              {entry.count > 1 ? ` ×${entry.count}` : ''}
              <Box sx={{ color: 'text.secondary' }}>{entry.detail}</Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}
