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

const count = new Intl.NumberFormat('en-US');

// A short archive, so that you can scroll to its end: 300 readings, 50 per request.
const ARCHIVE_SIZE = 300;

export default function ReadingArchiveInfinite() {
  const [server] = React.useState(() =>
    createGridServer<SensorReading>({
      rows: () => createReadings(ARCHIVE_SIZE),
      latencyMs: 500,
    }),
  );
  // How far down the server has answered, for the line above the grid.
  const [loadedUpTo, setLoadedUpTo] = React.useState(0);
  // Set when an answer comes back with no rows: the grid then stops asking.
  const [reachedEnd, setReachedEnd] = React.useState(false);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const answer = await server.getRows(toServerQuery(params));
        const reached = Number(params.start) + answer.rows.length;
        setLoadedUpTo((current) => Math.max(current, reached));
        if (answer.rows.length === 0) {
          setReachedEnd(true);
        }
        // No `rowCount`: the total stays unknown, and the grid loads more at the bottom.
        return { rows: answer.rows };
      },
    }),
    [server],
  );
  const { lines } = useRequestLog(server, 5);
  const restart = () => {
    setLoadedUpTo(0);
    setReachedEnd(false);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {loadedUpTo === 0
          ? 'Waiting for the first rows…'
          : `Rows received: 1–${count.format(loadedUpTo)} ${
              reachedEnd
                ? '· the last answer was empty, so the grid stopped asking'
                : 'of an unknown total'
            }`}
      </Typography>
      <div style={{ height: 370, width: '100%' }}>
        <DataGridPro
          columns={readingColumns}
          dataSource={dataSource}
          lazyLoading
          // A new sort order or filter starts again from the first row.
          onSortModelChange={restart}
          onFilterModelChange={restart}
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
