import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { EXPANDED, SYLLABUS } from './editable-syllabus';

export default function RenameSyllabus() {
  return (
    <Box sx={{ minHeight: 380, minWidth: 260 }}>
      <RichTreeView
        isItemEditable
        items={SYLLABUS}
        defaultExpandedItems={EXPANDED}
      />
    </Box>
  );
}
