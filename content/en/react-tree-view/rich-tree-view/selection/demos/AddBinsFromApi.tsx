import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { STOCK_LOCATIONS } from './stock-locations';

export default function AddBinsFromApi() {
  const apiRef = useTreeViewApiRef();
  const [keepExistingSelection, setKeepExistingSelection] = React.useState(true);

  const handleClick = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemSelection({
      event,
      itemId: 'bin-s1-02',
      shouldBeSelected: true,
      keepExistingSelection,
    });
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepExistingSelection}
            onChange={(event) => setKeepExistingSelection(event.target.checked)}
          />
        }
        label="Keep the existing selection"
      />
      <Button
        variant="outlined"
        onClick={handleClick}
        sx={{ display: 'block', mb: 1 }}
      >
        Select bin S1-02
      </Button>
      <RichTreeView
        multiSelect
        checkboxSelection
        apiRef={apiRef}
        items={STOCK_LOCATIONS}
        defaultExpandedItems={['hall-north', 'aisle-n1', 'hall-south', 'aisle-s1']}
        defaultSelectedItems={['bin-n1-01', 'bin-n1-03']}
      />
    </Box>
  );
}
