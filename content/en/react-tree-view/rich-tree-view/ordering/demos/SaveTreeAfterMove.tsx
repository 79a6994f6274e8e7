import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef, type TreeViewBaseItem } from '@mui/x-tree-view-pro';
import { DESIGN_DRIVE } from './design-drive';

/** `Brand/`, `  logo-primary.svg`… one line per item, indented by depth. */
function outline(items: TreeViewBaseItem[], depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}${item.label}`,
    ...outline(item.children ?? [], depth + 1),
  ]);
}

export default function SaveTreeAfterMove() {
  const apiRef = useTreeViewApiRef();
  // `getItemTree` reuses the item objects and rewrites their `children`:
  // give the tree its own copy so that the shared data stays untouched.
  const [items] = React.useState(() => structuredClone(DESIGN_DRIVE));
  const [saved, setSaved] = React.useState(() => outline(items).join('\n'));

  const handleItemPositionChange = () => {
    // The tree has already applied the move when this runs.
    const tree = apiRef.current?.getItemTree() ?? [];
    setSaved(outline(tree).join('\n'));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 360, minWidth: 280 }}>
        <RichTreeViewPro
          apiRef={apiRef}
          itemsReordering
          items={items}
          defaultExpandedItems={['brand', 'website']}
          onItemPositionChange={handleItemPositionChange}
        />
      </Box>
      <Box sx={{ minWidth: 220 }}>
        <Typography variant="subtitle2">Saved on the server</Typography>
        <Box component="pre" aria-label="Saved tree" sx={{ m: 0, fontSize: 13 }}>
          {saved}
        </Box>
      </Box>
    </Stack>
  );
}
