import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { recipeBook, titleOf, type RecipeNode } from './recipe-book';

function renderNode(node: RecipeNode) {
  return (
    <TreeItem key={node.id} itemId={node.id} label={node.title}>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

export default function FocusedRecipeStatus() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        Preview:{' '}
        {focused ? titleOf(focused) : 'move through the tree to preview a recipe'}
      </Typography>
      <SimpleTreeView
        aria-label="Recipe book"
        defaultExpandedItems={['starters', 'mains', 'vegetarian']}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      >
        {recipeBook.map(renderNode)}
      </SimpleTreeView>
    </Box>
  );
}
