import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { PHOTOGRAPHY_COURSE } from './photography-course';

export default function FocusSessionFromButton() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Button
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={(event) => apiRef.current?.focusItem(event, 'golden-hour')}
      >
        Focus “Golden hour”
      </Button>
      <RichTreeView
        apiRef={apiRef}
        items={PHOTOGRAPHY_COURSE}
        defaultExpandedItems={['week-2']}
      />
    </Box>
  );
}
