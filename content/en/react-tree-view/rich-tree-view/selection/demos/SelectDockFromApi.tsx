import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { STOCK_LOCATIONS } from './stock-locations';

export default function SelectDockFromApi() {
  const apiRef = useTreeViewApiRef();

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          onClick={(event) =>
            apiRef.current?.setItemSelection({
              event,
              itemId: 'dock',
              shouldBeSelected: true,
            })
          }
        >
          Send to dock
        </Button>
        <Button
          variant="outlined"
          onClick={(event) =>
            // Without `shouldBeSelected`, the item's selection is toggled.
            apiRef.current?.setItemSelection({ event, itemId: 'aisle-s1' })
          }
        >
          Toggle aisle S1
        </Button>
      </Stack>
      <RichTreeView
        apiRef={apiRef}
        items={STOCK_LOCATIONS}
        defaultExpandedItems={['hall-south']}
        defaultSelectedItems="aisle-s1"
      />
    </Box>
  );
}
