import Box from '@mui/material/Box';
import {
  RichTreeViewPro,
  type RichTreeViewProProps,
} from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DESIGN_DRIVE, type DriveItem } from './design-drive';

type CanMove = NonNullable<
  RichTreeViewProProps<DriveItem, undefined>['canMoveItemToNewPosition']
>;

// Items can change order but never leave their folder.
const canMoveItemToNewPosition: CanMove = ({ oldPosition, newPosition }) =>
  oldPosition.parentId === newPosition.parentId;

export default function ReorderWithinFolder() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <RichTreeViewPro
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        items={DESIGN_DRIVE}
        defaultExpandedItems={['brand', 'website']}
      />
    </Box>
  );
}
