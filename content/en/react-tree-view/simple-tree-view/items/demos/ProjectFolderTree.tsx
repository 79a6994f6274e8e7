import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ProjectFolderTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['web-app', 'src']}>
        <TreeItem itemId="web-app" label="web-app">
          <TreeItem itemId="src" label="src">
            <TreeItem itemId="app" label="App.tsx" />
            <TreeItem itemId="main" label="main.tsx" />
            <TreeItem itemId="styles" label="styles.css" />
          </TreeItem>
          <TreeItem itemId="public" label="public">
            <TreeItem itemId="favicon" label="favicon.svg" />
          </TreeItem>
          <TreeItem itemId="package" label="package.json" />
        </TreeItem>
        <TreeItem itemId="readme" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}
