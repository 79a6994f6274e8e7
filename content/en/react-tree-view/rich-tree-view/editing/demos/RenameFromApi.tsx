import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { EXPANDED, SYLLABUS } from './editable-syllabus';

export default function RenameFromApi() {
  const apiRef = useTreeViewApiRef();
  const [renamed, setRenamed] = React.useState(false);

  const handleClick = () => {
    apiRef.current?.updateItemLabel(
      'plots',
      renamed ? 'First plots' : 'First plots with Matplotlib',
    );
    setRenamed((previous) => !previous);
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 260 }}>
      <Button variant="outlined" onClick={handleClick} sx={{ mb: 1 }}>
        {renamed ? 'Restore the lesson title' : 'Name the plotting library'}
      </Button>
      <RichTreeView
        apiRef={apiRef}
        items={SYLLABUS}
        defaultExpandedItems={EXPANDED}
      />
    </Box>
  );
}
