import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view-pro';
import { createBucketServer, type BucketEntry } from './bucket-server';

const TOP_LEVEL: BucketEntry[] = [
  { id: 'photos/', label: 'photos/', kind: 'folder', childrenCount: 3 },
  { id: 'invoices/', label: 'invoices/', kind: 'folder', childrenCount: 2 },
  { id: 'exports/', label: 'exports/', kind: 'folder', childrenCount: 3 },
];

export default function OutageAndRetry() {
  const apiRef = useTreeViewApiRef();
  const [server] = React.useState(() =>
    createBucketServer({ latency: 700, failing: true }),
  );
  const [outage, setOutage] = React.useState(true);
  // Folders whose last request failed, with the server's message.
  const [failures, setFailures] = React.useState<Record<string, string>>({});

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (entry: BucketEntry) => entry.childrenCount,
      getTreeItems: async (folder?: string) => {
        const key = folder ?? '/';
        try {
          const entries = await server.fetchChildren(folder);
          setFailures(({ [key]: _fixed, ...others }) => others);
          return entries;
        } catch (error) {
          setFailures((previous) => ({
            ...previous,
            [key]: (error as Error).message,
          }));
          throw error; // The tree marks the folder as failed and leaves it collapsed.
        }
      },
    }),
    [server],
  );

  const handleOutageChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setOutage(event.target.checked);
    server.setFailing(event.target.checked);
  };

  // Expanding again sends a new request: that is the retry.
  const retry = (event: React.SyntheticEvent, folder: string) => {
    apiRef.current?.setItemExpansion({
      event,
      itemId: folder,
      shouldBeExpanded: true,
    });
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 280, maxWidth: 480 }}>
      <FormControlLabel
        control={<Switch checked={outage} onChange={handleOutageChange} />}
        label="Simulate a server outage"
      />
      <Stack spacing={1} sx={{ my: 1 }}>
        {Object.entries(failures).map(([folder, message]) => (
          <Alert
            key={folder}
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={(event) => retry(event, folder)}
              >
                Retry
              </Button>
            }
          >
            {message}
          </Alert>
        ))}
      </Stack>
      <RichTreeViewPro apiRef={apiRef} items={TOP_LEVEL} dataSource={dataSource} />
    </Box>
  );
}
