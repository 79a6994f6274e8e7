import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { STORAGE_OBJECTS } from './storage-objects';

export default function IndentationControl() {
  const [indentation, setIndentation] = React.useState(12);

  return (
    <Box sx={{ minHeight: 360, minWidth: 260, maxWidth: 360 }}>
      <Typography id="indentation-label">Indentation: {indentation}px</Typography>
      <Slider
        aria-labelledby="indentation-label"
        value={indentation}
        onChange={(_event, value) => setIndentation(value as number)}
        min={0}
        max={48}
        step={4}
        marks
      />
      <RichTreeView
        items={STORAGE_OBJECTS}
        defaultExpandedItems={['campaigns', 'campaigns/spring']}
        itemChildrenIndentation={indentation}
      />
    </Box>
  );
}
