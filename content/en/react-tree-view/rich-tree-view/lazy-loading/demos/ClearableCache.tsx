import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';
import { createBucketServer, type BucketEntry } from './bucket-server';
import { describeRequest, useRequestLog } from './request-log';

type CachedListing = ReturnType<DataSourceCache['get']>;

/** A cache of your own: a Map without expiry that counts its hits. */
class CountingCache implements DataSourceCache {
  private listings = new Map<string, NonNullable<CachedListing>>();

  hits = 0;

  /** Called after every change, so the demo can show the figures. */
  constructor(private onChange: () => void) {}

  set: DataSourceCache['set'] = (key, value) => {
    this.listings.set(key, value);
    this.onChange();
  };

  get: DataSourceCache['get'] = (key) => {
    const listing = this.listings.get(key);
    if (listing !== undefined) {
      this.hits += 1;
      this.onChange();
    }
    return listing;
  };

  clear: DataSourceCache['clear'] = () => {
    this.listings.clear();
    this.onChange();
  };

  get size() {
    return this.listings.size;
  }
}

const NO_ITEMS: BucketEntry[] = [];

export default function ClearableCache() {
  const [server] = React.useState(() => createBucketServer({ latency: 600 }));
  const [, refresh] = React.useReducer((count: number) => count + 1, 0);
  const [cache] = React.useState(() => new CountingCache(refresh));
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
        <Button variant="outlined" onClick={() => cache.clear()} sx={{ mb: 1 }}>
          Clear the cache
        </Button>
        <RichTreeViewPro
          items={NO_ITEMS}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
      </Box>
      <Box sx={{ minWidth: 240 }}>
        <Typography variant="subtitle2">
          Cache: {cache.size} listings, {cache.hits} hits
        </Typography>
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
