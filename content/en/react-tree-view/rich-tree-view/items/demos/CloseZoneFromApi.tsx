import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { WAREHOUSE_LOCATIONS } from './warehouse-locations';

export default function CloseZoneFromApi() {
  const apiRef = useTreeViewApiRef();
  const [closed, setClosed] = React.useState(false);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setClosed(event.target.checked);
    apiRef.current?.setIsItemDisabled({
      itemId: 'zone-c',
      shouldBeDisabled: event.target.checked,
    });
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={closed} onChange={handleChange} />}
        label="Close Zone C for stocktaking"
      />
      <RichTreeView
        apiRef={apiRef}
        items={WAREHOUSE_LOCATIONS}
        defaultExpandedItems={['zone-c']}
      />
    </Box>
  );
}
