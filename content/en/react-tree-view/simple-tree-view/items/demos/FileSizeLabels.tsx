import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { formatSize, projectFiles, type ProjectNode } from './project-files';

function FileLabel({ node }: { node: ProjectNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{node.name}</span>
      {node.size !== undefined && (
        <Typography component="span" variant="caption" color="text.secondary">
          {formatSize(node.size)}
        </Typography>
      )}
    </Box>
  );
}

function renderNode(node: ProjectNode) {
  return (
    <TreeItem key={node.id} itemId={node.id} label={<FileLabel node={node} />}>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

export default function FileSizeLabels() {
  return (
    <Box sx={{ minHeight: 280, width: 300 }}>
      <SimpleTreeView defaultExpandedItems={['web', 'web/components']}>
        {projectFiles.map(renderNode)}
      </SimpleTreeView>
    </Box>
  );
}
