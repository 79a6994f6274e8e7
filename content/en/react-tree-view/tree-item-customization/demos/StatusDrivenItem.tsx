import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { projectTree } from './project-tree';

const StatusItem = React.forwardRef(function StatusItem(
  { id, itemId, label, disabled, children }: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

  // The status decides the icon, the weight of the label and the chip.
  let Icon = InsertDriveFileOutlinedIcon;
  if (status.expandable) {
    Icon = status.expanded ? FolderOpenIcon : FolderIcon;
  }

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <Icon
              fontSize="small"
              color={status.expandable ? 'primary' : 'action'}
            />
          </TreeItemIconContainer>
          <TreeItemLabel
            {...getLabelProps({
              style: { fontWeight: status.selected ? 700 : 400 },
            })}
          />
          {status.focused && (
            <Chip label="focused" size="small" variant="outlined" />
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function StatusDrivenItem() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <RichTreeView
        aria-label="Project files"
        items={projectTree}
        defaultExpandedItems={['app']}
        slots={{ item: StatusItem }}
      />
    </Box>
  );
}
