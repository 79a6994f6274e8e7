import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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

const throttleOptions = [0, 500, 2000];

export default function ReadingRequestThrottle() {
  const [server] = React.useState(() =>
    createGridServer<SensorReading>({
      rows: () => createReadings(),
      latencyMs: 400,
    }),
  );
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const answer = await server.getRows(toServerQuery(params));
        return { rows: answer.rows, rowCount: answer.rowCount };
      },
    }),
    [server],
  );
  const { lines, requestCount, clear } = useRequestLog(server, 1);
  const [throttleMs, setThrottleMs] = React.useState(500);

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
          value={throttleMs}
          onChange={(_event, value: number | null) => {
            if (value !== null) {
              clear();
              setThrottleMs(value);
            }
          }}
          aria-label="Request throttle"
        >
          {throttleOptions.map((option) => (
            <ToggleButton key={option} value={option}>
              {option === 500 ? '500 ms (default)' : `${option} ms`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" role="status">
          Requests sent: {requestCount}
        </Typography>
      </Stack>
      <Typography
        variant="body2"
        sx={{ fontFamily: 'monospace', fontSize: 13, minHeight: 20 }}
      >
        {lines[0] ? `Last request: ${lines[0].text}` : 'No request yet'}
      </Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          // A new key starts a fresh grid at the top, with an empty cache.
          key={throttleMs}
          columns={readingColumns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 25 } },
          }}
        />
      </div>
    </Stack>
  );
}
