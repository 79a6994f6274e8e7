import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  useGridApiRef,
  type GridDataSource,
  type GridDataSourceCache,
} from '@mui/x-data-grid';
import { createGridServer } from '@demo-kit/data-grid-server';
import { createStockItems, stockColumns, type StockItem } from './stock-items';
import { useRequestLog } from '@demo-kit/data-grid-request-log';

type CacheSetting = 'default' | 'short' | 'off';

export default function StockCacheLifetime() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() =>
    createGridServer<StockItem>({ rows: createStockItems, latencyMs: 600 }),
  );
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const page = await server.getRows(params);
        return { rows: page.rows, rowCount: page.rowCount };
      },
    }),
    [server],
  );
  const { lines, requestCount, clear } = useRequestLog(server);

  const [setting, setSetting] = React.useState<CacheSetting>('default');
  const cache = React.useMemo<GridDataSourceCache | null | undefined>(() => {
    if (setting === 'short') {
      // Entries expire 10 seconds after they are stored.
      return new GridDataSourceCacheDefault({ ttl: 10_000 });
    }
    if (setting === 'off') {
      return null;
    }
    // Leave the prop out: the grid creates its default cache (entries live 5 minutes).
    return undefined;
  }, [setting]);

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={setting}
          onChange={(_event, value: CacheSetting | null) => {
            if (value) {
              clear();
              setSetting(value);
            }
          }}
          aria-label="Cache"
        >
          <ToggleButton value="default">Default cache</ToggleButton>
          <ToggleButton value="short">10-second cache</ToggleButton>
          <ToggleButton value="off">No cache</ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          onClick={() => apiRef.current?.dataSource.cache.clear()}
        >
          Clear cache
        </Button>
        <Typography variant="body2" role="status">
          Requests sent: {requestCount}
        </Typography>
      </Stack>
      <div style={{ height: 370, width: '100%' }}>
        <DataGrid
          // A new key starts a fresh grid, with an empty cache, for each setting.
          key={setting}
          apiRef={apiRef}
          columns={stockColumns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[10, 25, 50]}
          initialState={{
            pagination: { paginationModel: { pageSize: 10 }, rowCount: 0 },
          }}
        />
      </div>
      <Box
        component="section"
        aria-label="Server requests"
        sx={{
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          minHeight: 140,
        }}
      >
        <Typography variant="subtitle2" component="div">
          Server requests, newest first (time since the demo started)
        </Typography>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {lines.map((line) => (
            <li key={line.id}>
              #{line.id} · {line.text}
            </li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
