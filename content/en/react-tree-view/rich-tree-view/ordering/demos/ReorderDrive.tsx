import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DESIGN_DRIVE } from './design-drive';

export default function ReorderDrive() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <RichTreeViewPro
        itemsReordering
        items={DESIGN_DRIVE}
        defaultExpandedItems={['brand', 'website']}
      />
    </Box>
  );
}
