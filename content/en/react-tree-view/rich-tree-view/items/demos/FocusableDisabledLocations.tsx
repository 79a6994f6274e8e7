import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { WAREHOUSE_LOCATIONS, type WarehouseLocation } from './warehouse-locations';

const isItemDisabled = (location: WarehouseLocation) =>
  location.status === 'maintenance';

export default function FocusableDisabledLocations() {
  const [focusable, setFocusable] = React.useState(true);

  return (
    <Box sx={{ minHeight: 380, minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
        label="Disabled locations can be focused"
      />
      <RichTreeView
        items={WAREHOUSE_LOCATIONS}
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['zone-b', 'zone-c']}
      />
    </Box>
  );
}
