import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ArchivedFoldersDisabled() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['releases']}>
        <TreeItem itemId="releases" label="releases">
          <TreeItem itemId="v3" label="v3.0" />
          <TreeItem itemId="v2" label="v2.4 (frozen)" disabled />
          <TreeItem itemId="v1" label="v1.9 (frozen)" disabled />
        </TreeItem>
        <TreeItem itemId="archive" label="archive (read-only)" disabled>
          <TreeItem itemId="prototype" label="prototype" />
        </TreeItem>
        <TreeItem itemId="docs" label="docs">
          <TreeItem itemId="changelog" label="CHANGELOG.md" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
