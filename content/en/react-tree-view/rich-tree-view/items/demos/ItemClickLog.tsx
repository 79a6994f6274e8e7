import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { BUCKET_OBJECTS } from './bucket-objects';

export default function ItemClickLog() {
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Typography sx={{ mb: 1 }}>
        Last clicked object key: <code>{lastClicked ?? '—'}</code>
      </Typography>
      <RichTreeView
        items={BUCKET_OBJECTS}
        defaultExpandedItems={['logs/']}
        onItemClick={(_event, itemId) => setLastClicked(itemId)}
      />
    </Box>
  );
}
