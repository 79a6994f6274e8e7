import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createBucketServer, type BucketEntry } from './bucket-server';

// Rendered with the page, so the tree shows at once; only folder contents are fetched.
const TOP_LEVEL: BucketEntry[] = [
  { id: 'photos/', label: 'photos/', kind: 'folder', childrenCount: 3 },
  { id: 'invoices/', label: 'invoices/', kind: 'folder', childrenCount: 2 },
  { id: 'exports/', label: 'exports/', kind: 'folder', childrenCount: 3 },
  {
    id: 'README.txt',
    label: 'README.txt',
    kind: 'file',
    childrenCount: 0,
    size: 1_204,
  },
];

export default function PreloadedTopLevel() {
  const [server] = React.useState(() => createBucketServer({ latency: 900 }));
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (entry: BucketEntry) => entry.childrenCount,
      getTreeItems: (folder?: string) => server.fetchChildren(folder),
    }),
    [server],
  );

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <RichTreeViewPro items={TOP_LEVEL} dataSource={dataSource} />
    </Box>
  );
}
