import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function LastClickedFile() {
  const [clicked, setClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography role="status" sx={{ mb: 1 }}>
        Last clicked: {clicked ?? 'nothing yet'}
      </Typography>
      <SimpleTreeView
        defaultExpandedItems={['src']}
        onItemClick={(_event, itemId) => setClicked(itemId)}
      >
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/index.ts" label="index.ts" />
          <TreeItem itemId="src/router.ts" label="router.ts" />
        </TreeItem>
        <TreeItem itemId="tests" label="tests">
          <TreeItem itemId="tests/router.test.ts" label="router.test.ts" />
        </TreeItem>
        <TreeItem itemId="Dockerfile" label="Dockerfile" />
      </SimpleTreeView>
    </Box>
  );
}
