import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { STOCK_LOCATIONS } from './stock-locations';

export default function PutAwayBin() {
  const [location, setLocation] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Typography sx={{ mb: 1 }}>
        Put away pallet at: <strong>{location ?? 'nowhere yet'}</strong>
      </Typography>
      <RichTreeView
        items={STOCK_LOCATIONS}
        defaultExpandedItems={['hall-north', 'aisle-n1']}
        onSelectedItemsChange={(_event, itemId) => setLocation(itemId)}
      />
    </Box>
  );
}
