import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogueItems } from './catalogue-items';

export default function TallRowsContent() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <RichTreeView
        aria-label="Catalogue"
        items={catalogueItems}
        defaultExpandedItems={['coffee']}
        // slotProps.item goes to every TreeItem; its own slotProps reach the parts.
        slotProps={{
          item: {
            slotProps: {
              content: {
                style: { paddingTop: 10, paddingBottom: 10, borderRadius: 0 },
              },
            },
          },
        }}
        sx={{
          '& .MuiTreeItem-content': { borderBottom: 1, borderColor: 'divider' },
        }}
      />
    </Box>
  );
}
