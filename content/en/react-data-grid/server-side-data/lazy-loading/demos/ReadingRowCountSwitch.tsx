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

// A small archive, so that you can scroll to its end: 150 readings.
const ARCHIVE_SIZE = 150;

export default function ReadingRowCountSwitch() {
  const [server] = React.useState(() =>
    createGridServer<SensorReading>({
      rows: () => createReadings(ARCHIVE_SIZE),
      latencyMs: 500,
    }),
  );
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const answer = await server.getRows(toServerQuery(params));
        // Only rows: the total comes from the `rowCount` prop below.
        return { rows: answer.rows };
      },
    }),
    [server],
  );
  const { lines } = useRequestLog(server, 1);
  const [rowCount, setRowCount] = React.useState(-1);
  const labelId = React.useId();

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="body2" id={labelId}>
          Row count
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rowCount}
          onChange={(_event, value: number | null) => {
            if (value !== null) {
              setRowCount(value);
            }
          }}
          aria-labelledby={labelId}
        >
          <ToggleButton value={-1}>Unknown (-1)</ToggleButton>
          <ToggleButton value={60}>60</ToggleButton>
          <ToggleButton value={ARCHIVE_SIZE}>{ARCHIVE_SIZE}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography
        variant="body2"
        sx={{ fontFamily: 'monospace', fontSize: 13, minHeight: 20 }}
      >
        {lines[0] ? `Last request: ${lines[0].text}` : 'No request yet'}
      </Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          columns={readingColumns}
          dataSource={dataSource}
          lazyLoading
          rowCount={rowCount}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 20 } },
          }}
        />
      </div>
    </Stack>
  );
}
