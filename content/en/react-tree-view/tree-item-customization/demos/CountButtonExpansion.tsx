import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { projectTree } from './project-tree';

const CountItem = React.forwardRef(function CountItem(
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
  const { interactions } = useTreeItemUtils({ itemId, children });
  // The tree passes the rendered child items as `children`.
  const count = React.Children.count(children);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable && (
            <Button
              size="small"
              tabIndex={-1}
              onClick={(event) => {
                event.stopPropagation();
                interactions.handleExpansion(event);
              }}
            >
              {status.expanded ? 'Hide' : `Show ${count}`}
            </Button>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function CountButtonExpansion() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <RichTreeView
        aria-label="Project files"
        items={projectTree}
        // Clicking the row selects only; the arrow and the button expand.
        expansionTrigger="iconContainer"
        slots={{ item: CountItem }}
      />
    </Box>
  );
}
