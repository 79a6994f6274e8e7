import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { projectFiles, type ProjectNode } from './project-files';

function renderNode(node: ProjectNode) {
  return (
    <TreeItem key={node.id} itemId={node.id} label={node.name}>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

export default function ItemsFromData() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['api', 'api/routes']}>
        {projectFiles.map(renderNode)}
      </SimpleTreeView>
    </Box>
  );
}
