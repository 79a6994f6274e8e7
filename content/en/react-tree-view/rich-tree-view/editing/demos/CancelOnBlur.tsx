import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { UseTreeItemLabelInputSlotOwnProps } from '@mui/x-tree-view/useTreeItem';
import { EXPANDED, SYLLABUS } from './editable-syllabus';

const CancelOnBlurTreeItem = React.forwardRef(function CancelOnBlurTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  // Leaving the field discards the change; only Enter saves.
  const handleBlur: UseTreeItemLabelInputSlotOwnProps['onBlur'] = (event) => {
    event.defaultMuiPrevented = true;
    interactions.handleCancelItemLabelEditing(event);
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{ labelInput: { onBlur: handleBlur } }}
    />
  );
});

export default function CancelOnBlur() {
  return (
    <Box sx={{ minHeight: 380, minWidth: 260 }}>
      <RichTreeView
        isItemEditable
        items={SYLLABUS}
        defaultExpandedItems={EXPANDED}
        slots={{ item: CancelOnBlurTreeItem }}
      />
    </Box>
  );
}
