import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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

export default function MultiSelectKeys() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 420, minWidth: 260 }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {selected.length} selected
      </Typography>
      <SimpleTreeView
        aria-label="Products to discount"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['kitchen', 'cookware', 'garden']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        {catalogue.map(renderNode)}
      </SimpleTreeView>
    </Box>
  );
}
