import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const migrations = Array.from({ length: 18 }, (_, index) => {
  const number = String(index + 1).padStart(3, '0');
  return { id: `migration-${number}`, label: `${number}_migration.sql` };
});

export default function ScrollToFile() {
  const apiRef = useTreeViewApiRef();

  const scrollTo = (itemId: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    // `block: 'nearest'` scrolls the tree's box only as far as needed.
    element?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => scrollTo('migration-001')}
        >
          First migration
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollTo('seed')}>
          Seed file
        </Button>
      </Stack>
      <Box
        sx={{ height: 220, overflowY: 'auto', border: 1, borderColor: 'divider' }}
      >
        <SimpleTreeView apiRef={apiRef} defaultExpandedItems={['db', 'migrations']}>
          <TreeItem itemId="db" label="db">
            <TreeItem itemId="migrations" label="migrations">
              {migrations.map((file) => (
                <TreeItem key={file.id} itemId={file.id} label={file.label} />
              ))}
            </TreeItem>
            <TreeItem itemId="seed" label="seed.sql" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
