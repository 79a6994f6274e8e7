import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  createReadings,
  readingColumns,
  toServerQuery,
  type SensorReading,
} from './sensor-readings';
import { useRequestLog } from '@demo-kit/data-grid-request-log';

export default function ReadingArchiveViewport() {
  // The server builds its 100,000 readings on the first request, not during render.
  const [server] = React.useState(() =>
    createGridServer<SensorReading>({
      rows: () => createReadings(),
      latencyMs: 500,
    }),
  );
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const answer = await server.getRows(toServerQuery(params));
        // A known total: the grid fills the rest with skeleton rows.
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
    }),
    [server],
  );
  const { lines, requestCount } = useRequestLog(server, 5);

  return (
    <Stack spacing={1}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          columns={readingColumns}
          dataSource={dataSource}
          lazyLoading
          // The page size is the block size: rows are requested 50 at a time.
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 50 } },
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
          minHeight: 125,
        }}
      >
        <Typography variant="subtitle2" component="div" role="status">
          Requests sent: {requestCount} (newest first)
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
