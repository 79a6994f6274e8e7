import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const items: TreeViewBaseItem[] = [
  {
    id: 'fruit',
    label: 'Fruit',
    children: [
      { id: 'apple', label: 'Apple' },
      { id: 'pear', label: 'Pear' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'carrot', label: 'Carrot' },
      { id: 'leek', label: 'Leek' },
    ],
  },
];

export default function FirstTreeView() {
  return (
    <Box sx={{ minHeight: 200, maxWidth: 320 }}>
      <RichTreeView items={items} defaultExpandedItems={['fruit']} />
    </Box>
  );
}
