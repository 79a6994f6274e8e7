import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  TreeItemLabel,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { UseTreeItemLabelSlotOwnProps } from '@mui/x-tree-view/useTreeItem';
import { formatBytes, STORAGE_OBJECTS, type StorageObject } from './storage-objects';

interface ObjectLabelProps extends UseTreeItemLabelSlotOwnProps {
  size?: number;
}

// Replaces the label slot: the text on the left, the size on the right.
function ObjectLabel({ children, size, ...other }: ObjectLabelProps) {
  return (
    <TreeItemLabel
      {...other}
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <span>{children}</span>
      {size !== undefined && (
        <Typography component="span" variant="body2" color="text.secondary">
          {formatBytes(size)}
        </Typography>
      )}
    </TreeItemLabel>
  );
}

const ObjectTreeItem = React.forwardRef(function ObjectTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  // The object passed in `items` for this id.
  const object = useTreeItemModel<StorageObject>(props.itemId);
  const labelProps: Partial<ObjectLabelProps> = { size: object?.size };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: ObjectLabel }}
      slotProps={{ label: labelProps }}
    />
  );
});

export default function ObjectSizeLabels() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 300, maxWidth: 420 }}>
      <RichTreeView
        items={STORAGE_OBJECTS}
        defaultExpandedItems={['campaigns', 'campaigns/spring']}
        slots={{ item: ObjectTreeItem }}
      />
    </Box>
  );
}
