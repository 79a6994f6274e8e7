import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { COURSE_OUTLINE } from './course-outline';

export default function ToggleUnitFromApi() {
  const apiRef = useTreeViewApiRef();

  const setUnit3Expansion = (
    event: React.SyntheticEvent,
    shouldBeExpanded?: boolean,
  ) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'unit-3', shouldBeExpanded });
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          onClick={(event) => setUnit3Expansion(event, true)}
        >
          Open unit 3
        </Button>
        <Button
          variant="outlined"
          onClick={(event) => setUnit3Expansion(event, false)}
        >
          Close unit 3
        </Button>
        <Button variant="outlined" onClick={(event) => setUnit3Expansion(event)}>
          Toggle
        </Button>
      </Stack>
      <RichTreeView apiRef={apiRef} items={COURSE_OUTLINE} />
    </Box>
  );
}
