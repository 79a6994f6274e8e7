import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { projectTree } from './project-tree';

const FolderItem = React.forwardRef(function FolderItem(
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
    publicAPI,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

  // Read the tree in an event handler, not during render.
  const expandBranch = (event: React.MouseEvent) => {
    event.stopPropagation();
    const open = (currentId: string) => {
      const childIds = publicAPI.getItemOrderedChildrenIds(currentId);
      if (childIds.length > 0) {
        publicAPI.setItemExpansion({
          event,
          itemId: currentId,
          shouldBeExpanded: true,
        });
        childIds.forEach(open);
      }
    };
    open(itemId);
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable && (
            <Tooltip title="Expand the whole branch">
              <IconButton
                size="small"
                aria-label={`Expand everything in ${String(label)}`}
                onClick={expandBranch}
              >
                <UnfoldMoreIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ExpandBranchButton() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <RichTreeView
        aria-label="Project files"
        items={projectTree}
        slots={{ item: FolderItem }}
      />
    </Box>
  );
}
