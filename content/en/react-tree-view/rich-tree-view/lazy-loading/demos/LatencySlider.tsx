import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createBucketServer, type BucketEntry } from './bucket-server';
import { describeRequest, useRequestLog } from './request-log';

const NO_ITEMS: BucketEntry[] = [];

export default function LatencySlider() {
  const [server] = React.useState(() => createBucketServer({ latency: 1000 }));
  const [latency, setLatency] = React.useState(1000);
  const requests = useRequestLog(server);
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (entry: BucketEntry) => entry.childrenCount,
      getTreeItems: (folder?: string) => server.fetchChildren(folder),
    }),
    [server],
  );

  const handleLatencyChange = (_event: Event, value: number | number[]) => {
    const milliseconds = value as number;
    setLatency(milliseconds);
    server.setLatency(milliseconds);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 340, minWidth: 260 }}>
        <Typography id="latency-label">Server latency: {latency} ms</Typography>
        <Slider
          aria-labelledby="latency-label"
          value={latency}
          onChange={handleLatencyChange}
          min={200}
          max={4000}
          step={200}
          sx={{ maxWidth: 260 }}
        />
        <RichTreeViewPro items={NO_ITEMS} dataSource={dataSource} />
      </Box>
      <Box sx={{ minWidth: 240 }}>
        <Typography variant="subtitle2">Requests</Typography>
        <Box
          component="ol"
          aria-label="Requests"
          sx={{ pl: 2.5, m: 0, fontSize: 14 }}
        >
          {requests.map((entry) => (
            <li key={entry.sequence}>{describeRequest(entry)}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
