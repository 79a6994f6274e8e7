import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { ancestorsOf, recipeBook, titleOf, type RecipeNode } from './recipe-book';

const shortcuts = ['shakshuka', 'paella', 'clafoutis'];

function renderNode(node: RecipeNode) {
  return (
    <TreeItem key={node.id} itemId={node.id} label={node.title}>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

interface PendingFocus {
  itemId: string;
  event: React.SyntheticEvent;
}

export default function RevealAndFocusRecipe() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [pending, setPending] = React.useState<PendingFocus | null>(null);

  const reveal = (event: React.SyntheticEvent, itemId: string) => {
    // Open every ancestor first: focusItem ignores items that are not visible.
    setExpandedItems((previous) => [
      ...new Set([...previous, ...ancestorsOf(itemId)]),
    ]);
    setPending({ itemId, event });
  };

  // The opened branches render their children over the next renders: wait until
  // the item has an element, then move the focus to it.
  React.useEffect(() => {
    if (pending === null) {
      return undefined;
    }
    let frame = 0;
    let attempts = 0;
    const focusWhenRendered = () => {
      attempts += 1;
      if (apiRef.current?.getItemDOMElement(pending.itemId)) {
        apiRef.current.focusItem(pending.event, pending.itemId);
        setPending(null);
      } else if (attempts < 10) {
        frame = requestAnimationFrame(focusWhenRendered);
      }
    };
    frame = requestAnimationFrame(focusWhenRendered);
    return () => cancelAnimationFrame(frame);
  }, [pending, apiRef]);

  return (
    <Box sx={{ minHeight: 400, minWidth: 280 }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        {shortcuts.map((itemId) => (
          <Button
            key={itemId}
            size="small"
            variant="outlined"
            onClick={(event) => reveal(event, itemId)}
          >
            Go to {titleOf(itemId)}
          </Button>
        ))}
      </Stack>
      <SimpleTreeView
        aria-label="Recipe book"
        apiRef={apiRef}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
      >
        {recipeBook.map(renderNode)}
      </SimpleTreeView>
    </Box>
  );
}
