import * as React from 'react';
import Box from '@mui/material/Box';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import VideoFileOutlinedIcon from '@mui/icons-material/VideoFileOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import {
  STORAGE_OBJECTS,
  type ObjectKind,
  type StorageObject,
} from './storage-objects';

const KIND_ICONS: Partial<Record<ObjectKind, typeof ImageOutlinedIcon>> = {
  image: ImageOutlinedIcon,
  document: PictureAsPdfOutlinedIcon,
  video: VideoFileOutlinedIcon,
  archive: FolderZipOutlinedIcon,
};

const FileTypeTreeItem = React.forwardRef(function FileTypeTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const object = useTreeItemModel<StorageObject>(props.itemId);
  // Folders get no `icon` slot, so they keep the expand and collapse arrows.
  const icon = object ? KIND_ICONS[object.kind] : undefined;

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={icon ? { icon } : undefined}
      slotProps={{ icon: { fontSize: 'small', color: 'action' } }}
    />
  );
});

export default function FileTypeIcons() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={STORAGE_OBJECTS}
        defaultExpandedItems={['campaigns', 'campaigns/spring']}
        slots={{ item: FileTypeTreeItem }}
      />
    </Box>
  );
}
