import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { recipeBook, type RecipeNode } from './recipe-book';

function renderNode(node: RecipeNode) {
  return (
    <TreeItem key={node.id} itemId={node.id} label={node.title}>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

export default function TabIntoSelectedRecipe() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }}>
        Start here, then press Tab
      </Button>
      <SimpleTreeView
        aria-label="Recipe book"
        defaultExpandedItems={['mains', 'fish']}
        defaultSelectedItems="paella"
      >
        {recipeBook.map(renderNode)}
      </SimpleTreeView>
    </Box>
  );
}
