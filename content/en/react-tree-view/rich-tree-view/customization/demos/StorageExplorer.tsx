import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import VideoFileOutlinedIcon from '@mui/icons-material/VideoFileOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import {
  useTreeItem,
  type UseTreeItemParameters,
} from '@mui/x-tree-view/useTreeItem';
import {
  formatBytes,
  STORAGE_OBJECTS,
  type ObjectKind,
  type StorageObject,
} from './storage-objects';

const FILE_ICONS: Record<Exclude<ObjectKind, 'folder'>, typeof FolderIcon> = {
  image: ImageOutlinedIcon,
  document: PictureAsPdfOutlinedIcon,
  video: VideoFileOutlinedIcon,
  archive: FolderZipOutlinedIcon,
};

const ExplorerContent = styled(TreeItemContent)(({ theme }) => ({
  padding: theme.spacing(0.75, 1),
  borderRadius: 999,
  '&[data-selected]': {
    backgroundColor: alpha(theme.palette.primary.main, 0.16),
    color: theme.palette.primary.main,
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
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });
  const object = useTreeItemModel<StorageObject>(itemId);

  let KindIcon = FolderIcon;
  if (object && object.kind !== 'folder') {
    KindIcon = FILE_ICONS[object.kind];
  } else if (status.expanded) {
    KindIcon = FolderOpenIcon;
  }

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <ExplorerContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <KindIcon
            fontSize="small"
            aria-hidden
            sx={{
              color: object?.kind === 'folder' ? 'warning.main' : 'text.secondary',
            }}
          />
          <TreeItemLabel {...getLabelProps()} sx={{ fontWeight: 500 }} />
          {object?.size !== undefined && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ flexShrink: 0 }}
            >
              {formatBytes(object.size)}
            </Typography>
          )}
        </ExplorerContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function StorageExplorer() {
  return (
    <Box
      sx={{
        minHeight: 360,
        width: '100%',
        maxWidth: 400,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <RichTreeView
        aria-label="Team storage"
        items={STORAGE_OBJECTS}
        defaultExpandedItems={['campaigns', 'campaigns/spring']}
        defaultSelectedItems="campaigns/spring/brief.pdf"
        expansionTrigger="iconContainer"
        itemChildrenIndentation={20}
        slots={{ item: ExplorerItem }}
      />
    </Box>
  );
}
