import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { COURSE_OUTLINE } from './course-outline';

export default function OpenFirstUnit() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeView
        items={COURSE_OUTLINE}
        defaultExpandedItems={['unit-1', 'lesson-1-1']}
      />
    </Box>
  );
}
