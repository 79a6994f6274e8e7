import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { catalogue, labelOf, type CatalogueNode } from './catalogue';

function renderNode(node: CatalogueNode) {
  return (
    <TreeItem key={node.id} itemId={node.id} label={node.label}>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

export default function SingleSelectKeys() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 360, minWidth: 260 }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        Selected: {selected ? labelOf(selected) : 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Product catalogue"
        defaultExpandedItems={['kitchen', 'cookware']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      >
        {catalogue.map(renderNode)}
      </SimpleTreeView>
    </Box>
  );
}
