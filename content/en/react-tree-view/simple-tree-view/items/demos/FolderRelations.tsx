import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { projectFiles, type ProjectNode } from './project-files';

function renderNode(node: ProjectNode) {
  return (
    <TreeItem key={node.id} itemId={node.id} label={node.name}>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

export default function FolderRelations() {
  const apiRef = useTreeViewApiRef();
  const [summary, setSummary] = React.useState('Select an item.');

  const describe = (itemId: string | null) => {
    const api = apiRef.current;
    if (!api || itemId === null) {
      return;
    }
    const parent = api.getParentId(itemId) ?? 'none (root item)';
    const children = api.getItemOrderedChildrenIds(itemId);
    setSummary(
      `${itemId}: parent ${parent}; ` +
        (children.length > 0
          ? `children ${children.join(', ')}`
          : 'no rendered children'),
    );
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Typography role="status" variant="body2" sx={{ mb: 1, minHeight: 40 }}>
        {summary}
      </Typography>
      <SimpleTreeView
        apiRef={apiRef}
        defaultExpandedItems={['web']}
        onSelectedItemsChange={(_event, itemId) => describe(itemId)}
      >
        {projectFiles.map(renderNode)}
      </SimpleTreeView>
    </Box>
  );
}
