import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { PHOTOGRAPHY_COURSE } from './photography-course';

export default function TabToSelectedSession() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 260 }}>
      <TextField
        label="Course notes"
        size="small"
        fullWidth
        helperText="Click here, then press Tab"
        sx={{ mb: 1 }}
      />
      <RichTreeView
        items={PHOTOGRAPHY_COURSE}
        defaultExpandedItems={['week-3']}
        defaultSelectedItems="leading-lines"
      />
    </Box>
  );
}
