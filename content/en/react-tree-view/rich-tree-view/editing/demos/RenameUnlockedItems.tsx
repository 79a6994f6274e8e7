import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { EXPANDED, SYLLABUS, type SyllabusItem } from './editable-syllabus';

// Items from the school's template keep their title.
const isItemEditable = (item: SyllabusItem) => !item.locked;

export default function RenameUnlockedItems() {
  return (
    <Box sx={{ minHeight: 380, minWidth: 260 }}>
      <RichTreeView
        isItemEditable={isItemEditable}
        items={SYLLABUS}
        defaultExpandedItems={EXPANDED}
      />
    </Box>
  );
}
