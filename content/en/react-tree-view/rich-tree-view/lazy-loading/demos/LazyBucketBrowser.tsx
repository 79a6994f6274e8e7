import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createBucketServer, type BucketEntry } from './bucket-server';

const NO_ITEMS: BucketEntry[] = [];

export default function LazyBucketBrowser() {
  const [server] = React.useState(() => createBucketServer({ latency: 900 }));
  const [loadingTopLevel, setLoadingTopLevel] = React.useState(true);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (entry: BucketEntry) => entry.childrenCount,
      getTreeItems: async (folder?: string) => {
        // The tree shows nothing while the top level loads: say so.
        if (folder === undefined) {
          try {
            return await server.fetchChildren();
          } finally {
            setLoadingTopLevel(false);
          }
        }
        return server.fetchChildren(folder);
      },
    }),
    [server],
  );

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      {loadingTopLevel && (
        <Box role="status" sx={{ py: 1 }}>
          Loading the bucket…
          <LinearProgress sx={{ mt: 1 }} />
        </Box>
      )}
      <RichTreeViewPro items={NO_ITEMS} dataSource={dataSource} />
    </Box>
  );
}
