import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { BUCKET_OBJECTS } from './bucket-objects';

const ALL_PREFIXES = [
  'assets/',
  'assets/images/',
  'assets/fonts/',
  'backups/',
  'logs/',
];

export default function ScrollToObject() {
  const apiRef = useTreeViewApiRef();

  const handleClick = () => {
    // The `<li>` element that renders the item, or null when it is not in the DOM.
    const element = apiRef.current?.getItemDOMElement('robots.txt');
    element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <Box sx={{ minWidth: 260 }}>
      <Button variant="outlined" onClick={handleClick} sx={{ mb: 1 }}>
        Scroll to robots.txt
      </Button>
      <Box
        sx={{
          height: 200,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <RichTreeView
          apiRef={apiRef}
          items={BUCKET_OBJECTS}
          defaultExpandedItems={ALL_PREFIXES}
        />
      </Box>
    </Box>
  );
}
