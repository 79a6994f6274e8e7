import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { catalogue, type CatalogueNode } from './catalogue';

function renderNode(node: CatalogueNode) {
  return (
    <TreeItem key={node.id} itemId={node.id} label={node.label}>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

export default function ExpandSiblingsWithStar() {
  return (
    <Box sx={{ minHeight: 480, minWidth: 260 }}>
      <SimpleTreeView aria-label="Product catalogue">
        {catalogue.map(renderNode)}
      </SimpleTreeView>
    </Box>
  );
}
