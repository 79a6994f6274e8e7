import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { BUCKET_OBJECTS, formatBytes, type BucketObject } from './bucket-objects';

export default function ObjectDetails() {
  const apiRef = useTreeViewApiRef();
  const [details, setDetails] = React.useState<BucketObject | null>(null);

  const handleSelectedItemsChange = (
    _event: React.SyntheticEvent | null,
    itemId: string | null,
  ) => {
    // `getItem` returns the object you passed in `items`, with all its fields.
    const object: BucketObject | null =
      itemId && apiRef.current ? apiRef.current.getItem(itemId) : null;
    setDetails(object);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 300, minWidth: 260 }}>
        <RichTreeView
          apiRef={apiRef}
          items={BUCKET_OBJECTS}
          defaultExpandedItems={['backups/', 'logs/']}
          onSelectedItemsChange={handleSelectedItemsChange}
        />
      </Box>
      <Box sx={{ minWidth: 220 }}>
        <Typography variant="subtitle2">Object details</Typography>
        {details === null && (
          <Typography color="text.secondary">Select an object.</Typography>
        )}
        {details !== null && details.size === undefined && (
          <Typography>{details.id} is a prefix: it holds objects.</Typography>
        )}
        {details !== null && details.size !== undefined && (
          <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 1 } }}>
            <dt>Key</dt>
            <dd>
              <code>{details.id}</code>
            </dd>
            <dt>Size</dt>
            <dd>{formatBytes(details.size)}</dd>
            <dt>Modified</dt>
            <dd>{details.modified}</dd>
            <dt>Storage class</dt>
            <dd>{details.storageClass}</dd>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
