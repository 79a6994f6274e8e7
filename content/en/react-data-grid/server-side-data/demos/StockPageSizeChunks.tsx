import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { createGridServer } from '@demo-kit/data-grid-server';
import { createStockItems, stockColumns, type StockItem } from './stock-items';
import { useRequestLog } from '@demo-kit/data-grid-request-log';

export default function StockPageSizeChunks() {
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
  const { lines, requestCount } = useRequestLog(server);

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        Requests sent: {requestCount}
      </Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          columns={stockColumns}
          dataSource={dataSource}
          // Each size is a multiple of the smallest: the cache stores chunks of 10 rows.
          pageSizeOptions={[10, 20, 40]}
          initialState={{
            pagination: { paginationModel: { pageSize: 20 }, rowCount: 0 },
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
          Server requests, newest first
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
