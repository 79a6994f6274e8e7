import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import {
  RichTreeViewPro,
  type RichTreeViewProProps,
} from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
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
import { DESIGN_DRIVE, isFolder, type DriveItem } from './design-drive';

type CanMove = NonNullable<
  RichTreeViewProProps<DriveItem, undefined>['canMoveItemToNewPosition']
>;

// Files and folders can go anywhere, as long as their new parent is a folder.
const canMoveItemToNewPosition: CanMove = ({ newPosition }) =>
  isFolder(newPosition.parentId);

const ExplorerContent = styled(TreeItemContent)(({ theme }) => ({
  padding: theme.spacing(0.75, 1),
  borderRadius: theme.spacing(1),
  '&[data-selected]': {
    backgroundColor: alpha(theme.palette.primary.main, 0.14),
  },
}));

interface ExplorerItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const ExplorerItem = React.forwardRef(function ExplorerItem(
  props: ExplorerItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

  let KindIcon = DescriptionOutlinedIcon;
  if (isFolder(itemId)) {
    KindIcon = status.expanded ? FolderOpenIcon : FolderIcon;
  }

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <ExplorerContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <KindIcon
            fontSize="small"
            aria-hidden
            sx={{ color: isFolder(itemId) ? 'warning.main' : 'text.secondary' }}
          />
          <TreeItemLabel {...getLabelProps()} />
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </ExplorerContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function DriveExplorer() {
  return (
    <Box
      sx={{
        minHeight: 380,
        width: '100%',
        maxWidth: 380,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <RichTreeViewPro
        aria-label="Design team drive"
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        items={DESIGN_DRIVE}
        defaultExpandedItems={['brand', 'website', 'website-assets']}
        itemChildrenIndentation={20}
        slots={{ item: ExplorerItem }}
      />
    </Box>
  );
}
