import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { CATALOGUE, type CatalogueEntry } from './library-catalogue';

const getItemId = (entry: CatalogueEntry) => entry.callNumber;

// Books show their author after the title; classes show their number first.
function getItemLabel(entry: CatalogueEntry) {
  return entry.author
    ? `${entry.title} — ${entry.author}`
    : `${entry.callNumber} ${entry.title}`;
}

export default function CatalogueLabels() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <RichTreeView
        items={CATALOGUE}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        defaultExpandedItems={['600', '641']}
      />
    </Box>
  );
}
