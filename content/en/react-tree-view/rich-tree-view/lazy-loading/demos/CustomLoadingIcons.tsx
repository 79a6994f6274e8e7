import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createBucketServer, type BucketEntry } from './bucket-server';

const TOP_LEVEL: BucketEntry[] = [
  { id: 'photos/', label: 'photos/', kind: 'folder', childrenCount: 3 },
  { id: 'invoices/', label: 'invoices/', kind: 'folder', childrenCount: 2 },
  { id: 'exports/', label: 'exports/', kind: 'folder', childrenCount: 3 },
];

// Replaces the arrow while a folder loads.
function LoadingIcon() {
  return (
    <CircularProgress
      size={14}
      thickness={5}
      color="secondary"
      aria-label="Loading"
    />
  );
}

// A badge on the arrow after a failed request, instead of the default red dot.
function ErrorIcon() {
  return (
    <Tooltip title="Could not load this folder. Open it again to retry.">
      <SyncProblemIcon
        color="error"
        aria-label="Loading failed"
        sx={{ position: 'absolute', top: -6, right: -8, fontSize: 14 }}
      />
    </Tooltip>
  );
}

export default function CustomLoadingIcons() {
  const [server] = React.useState(() => createBucketServer({ latency: 1500 }));
  const [outage, setOutage] = React.useState(false);
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (entry: BucketEntry) => entry.childrenCount,
      getTreeItems: (folder?: string) => server.fetchChildren(folder),
    }),
    [server],
  );

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <FormControlLabel
        control={
          <Switch
            checked={outage}
            onChange={(event) => {
              setOutage(event.target.checked);
              server.setFailing(event.target.checked);
            }}
          />
        }
        label="Simulate a server outage"
      />
      <RichTreeViewPro
        items={TOP_LEVEL}
        dataSource={dataSource}
        slotProps={{
          item: { slots: { loadingIcon: LoadingIcon, errorIcon: ErrorIcon } },
        }}
      />
    </Box>
  );
}
