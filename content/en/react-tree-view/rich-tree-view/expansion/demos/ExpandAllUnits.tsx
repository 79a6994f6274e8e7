import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { COURSE_OUTLINE, EXPANDABLE_IDS } from './course-outline';

export default function ExpandAllUnits() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 420, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          disabled={expandedItems.length === EXPANDABLE_IDS.length}
          onClick={() => setExpandedItems(EXPANDABLE_IDS)}
        >
          Expand all
        </Button>
        <Button
          variant="outlined"
          disabled={expandedItems.length === 0}
          onClick={() => setExpandedItems([])}
        >
          Collapse all
        </Button>
      </Stack>
      <RichTreeView
        items={COURSE_OUTLINE}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
      />
    </Box>
  );
}
