import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { recipeBook, type RecipeNode } from './recipe-book';

function renderNode(node: RecipeNode) {
  return (
    <TreeItem key={node.id} itemId={node.id} label={node.title}>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

export default function FocusRecipeFromButtons() {
  const apiRef = useTreeViewApiRef();

  const focus = (event: React.SyntheticEvent, itemId: string) => {
    apiRef.current?.focusItem(event, itemId);
  };

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => focus(event, 'gazpacho')}
        >
          Focus Gazpacho
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => focus(event, 'dal')}
        >
          Focus Red lentil dal
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Recipe book"
        apiRef={apiRef}
        defaultExpandedItems={['starters', 'mains', 'vegetarian']}
      >
        {recipeBook.map(renderNode)}
      </SimpleTreeView>
    </Box>
  );
}
