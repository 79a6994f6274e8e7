import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { WAREHOUSE_LOCATIONS, type WarehouseLocation } from './warehouse-locations';

export default function LocationBreadcrumbs() {
  const apiRef = useTreeViewApiRef();
  const [path, setPath] = React.useState<string[]>([]);

  const handleSelectedItemsChange = (
    _event: React.SyntheticEvent | null,
    itemId: string | null,
  ) => {
    const api = apiRef.current;
    const labels: string[] = [];
    // Walk up from the selected item; `getParentId` returns null at the top level.
    let current = itemId;
    while (current && api) {
      const location: WarehouseLocation = api.getItem(current);
      labels.unshift(location.label);
      current = api.getParentId(current);
    }
    setPath(labels);
  };

  return (
    <Box sx={{ minHeight: 360, minWidth: 260 }}>
      <Breadcrumbs aria-label="Location path" sx={{ mb: 1, minHeight: 24 }}>
        {path.length === 0 && <Typography>Select a bin</Typography>}
        {path.map((label, index) => (
          <Typography
            key={label}
            color={index === path.length - 1 ? 'text.primary' : 'text.secondary'}
          >
            {label}
          </Typography>
        ))}
      </Breadcrumbs>
      <RichTreeView
        apiRef={apiRef}
        items={WAREHOUSE_LOCATIONS}
        defaultExpandedItems={['zone-b', 'aisle-b1']}
        onSelectedItemsChange={handleSelectedItemsChange}
      />
    </Box>
  );
}
