import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

const parts = [
  { slot: 'content', color: '#1976d2' },
  { slot: 'iconContainer', color: '#d81b60' },
  { slot: 'checkbox', color: '#2e7d32' },
  { slot: 'label', color: '#ef6c00' },
  { slot: 'groupTransition', color: '#6a1b9a' },
] as const;

const outlined: TreeItemProps['slotProps'] = Object.fromEntries(
  parts.map(({ slot, color }) => [
    slot,
    { style: { outline: `2px dashed ${color}` } },
  ]),
);

export default function ItemPartsOutlined() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, minHeight: 200 }}>
      <SimpleTreeView
        aria-label="Parts of an item"
        checkboxSelection
        defaultExpandedItems={['beans']}
        sx={{ minWidth: 260 }}
      >
        <TreeItem itemId="beans" label="Coffee beans" slotProps={outlined}>
          <TreeItem itemId="espresso" label="Espresso roast" slotProps={outlined} />
          <TreeItem itemId="filter" label="Filter roast" slotProps={outlined} />
        </TreeItem>
      </SimpleTreeView>
      <Stack component="ul" aria-label="Legend" spacing={0.5} sx={{ m: 0, pl: 2 }}>
        {parts.map(({ slot, color }) => (
          <Typography component="li" variant="body2" key={slot} sx={{ color }}>
            {slot}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}
