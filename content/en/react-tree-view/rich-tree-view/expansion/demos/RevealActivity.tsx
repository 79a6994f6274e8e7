import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { COURSE_OUTLINE } from './course-outline';

export default function RevealActivity() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);

  const reveal = (itemId: string) => {
    const api = apiRef.current;
    if (!api) return;
    const ancestors: string[] = [];
    for (let id = api.getParentId(itemId); id !== null; id = api.getParentId(id)) {
      ancestors.push(id);
    }
    setExpandedItems((previous) => [
      ...ancestors.filter((id) => !previous.includes(id)),
      ...previous,
    ]);
    setSelectedItem(itemId);
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 280 }}>
      <Button variant="outlined" onClick={() => reveal('lab-2-2')} sx={{ mb: 1 }}>
        Show the sign-up form lab
      </Button>
      <RichTreeView
        apiRef={apiRef}
        items={COURSE_OUTLINE}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
      />
    </Box>
  );
}
