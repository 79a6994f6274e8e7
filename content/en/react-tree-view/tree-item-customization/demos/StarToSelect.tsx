import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
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
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { projectTree } from './project-tree';

const StarItem = React.forwardRef(function StarItem(
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
  const { interactions, publicAPI } = useTreeItemUtils({ itemId, children });

  // A click on the row keeps its default expansion but no longer selects.
  const handleContentClick = (
    event: React.MouseEvent & TreeViewCancellableEvent,
  ) => {
    event.defaultMuiPrevented = true;
    interactions.handleExpansion(event);
  };

  // The star adds the item to the selection or removes it.
  const handleStarClick = (event: React.MouseEvent) => {
    event.stopPropagation();
    publicAPI.setItemSelection({ event, itemId, keepExistingSelection: true });
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps({ onClick: handleContentClick })}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          <IconButton
            size="small"
            tabIndex={-1}
            aria-label={`Star ${String(label)}`}
            aria-pressed={status.selected}
            onClick={handleStarClick}
          >
            {status.selected ? (
              <StarIcon fontSize="small" color="warning" />
            ) : (
              <StarBorderIcon fontSize="small" />
            )}
          </IconButton>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function StarToSelect() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <RichTreeView
        aria-label="Files to review"
        items={projectTree}
        multiSelect
        defaultExpandedItems={['app']}
        slots={{ item: StarItem }}
        sx={{ '& .MuiTreeItem-content[data-selected]': { bgcolor: 'transparent' } }}
      />
    </Box>
  );
}
