import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const folders: TreeViewBaseItem[] = [
  {
    id: 'photos',
    label: 'Photos',
    children: [
      { id: 'photos-2024', label: '2024' },
      { id: 'photos-2025', label: '2025' },
    ],
  },
  {
    id: 'music',
    label: 'Music',
    children: [{ id: 'music-live', label: 'Live recordings' }],
  },
  { id: 'system', label: 'System (read-only)' },
];

export default function RenamableFolders() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 400 }}>
      <RichTreeView
        items={folders}
        defaultExpandedItems={['photos']}
        isItemEditable={(item) => item.id !== 'system'}
      />
    </Box>
  );
}
