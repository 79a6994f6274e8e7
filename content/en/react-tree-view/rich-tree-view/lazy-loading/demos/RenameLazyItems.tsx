import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { createBucketServer, type BucketEntry } from './bucket-server';

const NO_ITEMS: BucketEntry[] = [];

export default function RenameLazyItems() {
  const apiRef = useTreeViewApiRef();
  const [server] = React.useState(() => createBucketServer({ latency: 600 }));
  const [cache] = React.useState(() => new DataSourceCacheDefault({}));
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (entry: BucketEntry) => entry.childrenCount,
      getTreeItems: (folder?: string) => server.fetchChildren(folder),
    }),
    [server],
  );

  const handleItemLabelChange = (itemId: string, label: string) => {
    // Save the new name on your server here, then update the cached listing of the
    // item's folder, or the old name comes back when the folder is opened again.
    const folder = apiRef.current?.getParentId(itemId) ?? 'root';
    const listing = cache.get(folder);
    if (Array.isArray(listing)) {
      cache.set(
        folder,
        listing.map((entry) => (entry.id === itemId ? { ...entry, label } : entry)),
      );
    }
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <RichTreeViewPro
        apiRef={apiRef}
        items={NO_ITEMS}
        dataSource={dataSource}
        dataSourceCache={cache}
        isItemEditable
        onItemLabelChange={handleItemLabelChange}
      />
    </Box>
  );
}
