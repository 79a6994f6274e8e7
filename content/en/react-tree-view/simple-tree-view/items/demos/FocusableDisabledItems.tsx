import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FocusableDisabledItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
        label="Disabled items can be focused"
      />
      <SimpleTreeView
        // The Simple Tree View reads disabledItemsFocusable when it mounts:
        // a new key mounts a new tree when the switch changes.
        key={String(focusable)}
        aria-label="Release folders"
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['releases']}
      >
        <TreeItem itemId="releases" label="releases">
          <TreeItem itemId="v3" label="v3.0" />
          <TreeItem itemId="v2" label="v2.4 (frozen)" disabled />
          <TreeItem itemId="v1" label="v1.9 (frozen)" disabled />
        </TreeItem>
        <TreeItem itemId="archive" label="archive (read-only)" disabled>
          <TreeItem itemId="prototype" label="prototype" />
        </TreeItem>
        <TreeItem itemId="docs" label="docs" />
      </SimpleTreeView>
    </Box>
  );
}
