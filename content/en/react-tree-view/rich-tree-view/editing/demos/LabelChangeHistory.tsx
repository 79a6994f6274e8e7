import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { EXPANDED, SYLLABUS } from './editable-syllabus';

interface Change {
  key: number;
  itemId: string;
  label: string;
}

export default function LabelChangeHistory() {
  const [changes, setChanges] = React.useState<Change[]>([]);

  const handleItemLabelChange = (itemId: string, label: string) => {
    // Send the new title to your server here.
    setChanges((previous) => [
      { key: (previous[0]?.key ?? 0) + 1, itemId, label },
      ...previous,
    ]);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 380, minWidth: 260 }}>
        <RichTreeView
          isItemEditable
          items={SYLLABUS}
          defaultExpandedItems={EXPANDED}
          onItemLabelChange={handleItemLabelChange}
        />
      </Box>
      <Box sx={{ minWidth: 220 }}>
        <Typography variant="subtitle2">Saved titles</Typography>
        {changes.length === 0 && (
          <Typography color="text.secondary">Rename an item.</Typography>
        )}
        <Box component="ul" aria-label="Saved titles" sx={{ pl: 2.5, m: 0 }}>
          {changes.map((change) => (
            <li key={change.key}>
              <code>{change.itemId}</code> → {change.label}
            </li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
