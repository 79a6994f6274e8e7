import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { EXPANDED, SYLLABUS, type SyllabusItem } from './editable-syllabus';

// Lessons are the leaves of the tree: items without children.
const isItemEditable = (item: SyllabusItem) => !item.children?.length;

export default function RenameLessonsOnly() {
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
