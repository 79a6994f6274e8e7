import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DESIGN_DRIVE, isFolder } from './design-drive';

// Folders stay where they are; files can move, into any folder.
const isItemReorderable = (itemId: string) => !isFolder(itemId);

export default function ReorderFilesOnly() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <RichTreeViewPro
        itemsReordering
        isItemReorderable={isItemReorderable}
        items={DESIGN_DRIVE}
        defaultExpandedItems={['brand', 'website']}
      />
    </Box>
  );
}
