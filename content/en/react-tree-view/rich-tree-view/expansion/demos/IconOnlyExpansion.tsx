import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { COURSE_OUTLINE } from './course-outline';

export default function IconOnlyExpansion() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 340, minWidth: 280 }}>
      <Typography sx={{ mb: 1 }}>
        Open in the editor: <strong>{selected ?? 'nothing'}</strong>
      </Typography>
      <RichTreeView
        items={COURSE_OUTLINE}
        expansionTrigger="iconContainer"
        defaultExpandedItems={['unit-2']}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
