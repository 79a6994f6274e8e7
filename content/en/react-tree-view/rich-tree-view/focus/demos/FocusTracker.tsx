import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { PHOTOGRAPHY_COURSE } from './photography-course';

export default function FocusTracker() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Typography sx={{ mb: 1 }}>
        Preview of: <strong>{focused ?? 'nothing yet'}</strong>
      </Typography>
      <RichTreeView
        items={PHOTOGRAPHY_COURSE}
        defaultExpandedItems={['week-1', 'week-2']}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      />
    </Box>
  );
}
