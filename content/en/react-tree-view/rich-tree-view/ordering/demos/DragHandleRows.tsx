import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemDragAndDropOverlay,
  TreeItemGroupTransition,
  TreeItemIcon,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProvider,
  TreeItemRoot,
  useTreeItem,
  type UseTreeItemParameters,
} from '@mui/x-tree-view-pro';
import { DESIGN_DRIVE } from './design-drive';

interface HandleTreeItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const HandleTreeItem = React.forwardRef(function HandleTreeItem(
  props: HandleTreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

  // Move the props that start and end a drag from the whole item to the handle.
  // `onDragOver` stays on the item: it is what lets other items be dropped on it.
  const { draggable, onDragStart, onDragEnd, ...rootProps } = getRootProps(other);

  const handleDragStart = (event: React.DragEvent<HTMLDivElement>) => {
    onDragStart?.(event);
    // Show the whole row under the cursor, not just the handle.
    const row = event.currentTarget.parentElement;
    if (row) event.dataTransfer.setDragImage(row, 0, 0);
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...getContentProps()}>
          <Box
            aria-hidden
            draggable={draggable}
            onDragStart={handleDragStart}
            onDragEnd={onDragEnd}
            sx={{ display: 'flex', cursor: 'grab', color: 'text.secondary' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <TreeItemLabel {...getLabelProps()} />
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function DragHandleRows() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <RichTreeViewPro
        itemsReordering
        items={DESIGN_DRIVE}
        defaultExpandedItems={['brand', 'website']}
        slots={{ item: HandleTreeItem }}
      />
    </Box>
  );
}
