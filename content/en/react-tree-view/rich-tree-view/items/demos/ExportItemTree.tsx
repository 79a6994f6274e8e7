import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { WAREHOUSE_LOCATIONS } from './warehouse-locations';

/** Keeps only the ids, to make the output short. */
function outline(items: TreeViewBaseItem[]): unknown[] {
  return items.map((item) =>
    item.children ? { [item.id]: outline(item.children) } : item.id,
  );
}

export default function ExportItemTree() {
  const apiRef = useTreeViewApiRef();
  const [exported, setExported] = React.useState('');

  const handleExport = () => {
    const tree = apiRef.current?.getItemTree() ?? [];
    setExported(JSON.stringify(outline(tree), null, 2));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minWidth: 240 }}>
        <Button variant="outlined" onClick={handleExport} sx={{ mb: 1 }}>
          Export the tree
        </Button>
        <RichTreeView
          apiRef={apiRef}
          items={WAREHOUSE_LOCATIONS}
          defaultExpandedItems={['zone-a']}
        />
      </Box>
      <Box
        component="pre"
        aria-label="Exported tree"
        sx={{ m: 0, minWidth: 220, height: 300, overflow: 'auto', fontSize: 12 }}
      >
        {exported || 'Nothing exported yet.'}
      </Box>
    </Stack>
  );
}
