import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalogueItems } from './catalogue-items';

export default function IndentationSlider() {
  const [indentation, setIndentation] = React.useState(12);

  return (
    <Box sx={{ minHeight: 380, width: 300 }}>
      <Typography id="indentation-label" variant="body2">
        Indentation: {indentation}px
      </Typography>
      <Slider
        aria-labelledby="indentation-label"
        value={indentation}
        min={0}
        max={48}
        step={4}
        onChange={(_event, value) => setIndentation(value as number)}
      />
      <RichTreeView
        aria-label="Catalogue"
        items={catalogueItems}
        defaultExpandedItems={['coffee', 'equipment']}
        itemChildrenIndentation={indentation}
      />
    </Box>
  );
}
