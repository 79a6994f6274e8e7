import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { CATALOGUE, type CatalogueEntry } from './library-catalogue';

// Defined outside the component, so the function keeps the same reference on every render.
const getItemId = (entry: CatalogueEntry) => entry.callNumber;
const getItemLabel = (entry: CatalogueEntry) => entry.title;

export default function CatalogueByCallNumber() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <Typography sx={{ mb: 1 }}>
        Selected call number: <strong>{selected ?? 'none'}</strong>
      </Typography>
      <RichTreeView
        items={CATALOGUE}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['500', '520']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
