import * as React from 'react';
import { flushSync } from 'react-dom';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { PHOTOGRAPHY_COURSE, SESSIONS, WEEK_OF } from './photography-course';

export default function JumpToSession() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const handleChange = (
    event: React.SyntheticEvent,
    session: TreeViewBaseItem | null,
  ) => {
    const week = session ? WEEK_OF[session.id] : undefined;
    if (!session || !week) return;
    // `focusItem` does nothing while the parent is collapsed: expand the week and
    // let React render its sessions before moving the focus.
    flushSync(() =>
      setExpandedItems((previous) =>
        previous.includes(week) ? previous : [week, ...previous],
      ),
    );
    apiRef.current?.focusItem(event, session.id);
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 260, maxWidth: 360 }}>
      <Autocomplete
        options={SESSIONS}
        getOptionLabel={(session) => session.label}
        onChange={handleChange}
        renderInput={(params) => (
          <TextField {...params} label="Jump to a session" size="small" />
        )}
        sx={{ mb: 1 }}
      />
      <RichTreeView
        apiRef={apiRef}
        items={PHOTOGRAPHY_COURSE}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
      />
    </Box>
  );
}
