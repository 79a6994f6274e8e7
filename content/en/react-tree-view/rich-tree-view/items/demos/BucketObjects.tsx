import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { BUCKET_OBJECTS } from './bucket-objects';

export default function BucketObjects() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView items={BUCKET_OBJECTS} defaultExpandedItems={['assets/']} />
    </Box>
  );
}
