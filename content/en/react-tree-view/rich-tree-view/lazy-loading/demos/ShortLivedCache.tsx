import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { createBucketServer, type BucketEntry } from './bucket-server';
import { describeRequest, useRequestLog } from './request-log';

const NO_ITEMS: BucketEntry[] = [];

export default function ShortLivedCache() {
  const [server] = React.useState(() => createBucketServer({ latency: 600 }));
  // Listings stay fresh for 10 seconds instead of the default 5 minutes.
  const [cache] = React.useState(() => new DataSourceCacheDefault({ ttl: 10_000 }));
  const requests = useRequestLog(server);
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (entry: BucketEntry) => entry.childrenCount,
      getTreeItems: (folder?: string) => server.fetchChildren(folder),
    }),
    [server],
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 320, minWidth: 260 }}>
        <RichTreeViewPro
          items={NO_ITEMS}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
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
