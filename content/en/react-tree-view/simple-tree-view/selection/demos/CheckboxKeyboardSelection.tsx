import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { nameOf, teamIds, teams } from './team-roster';

export default function CheckboxKeyboardSelection() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 380, minWidth: 280 }}>
      <Typography id="on-call-label" variant="subtitle2">
        On-call rotation
      </Typography>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1 }}
      >
        {selected.length === 0
          ? 'Nobody selected'
          : `${selected.length} selected: ${selected.map(nameOf).join(', ')}`}
      </Typography>
      <SimpleTreeView
        aria-labelledby="on-call-label"
        multiSelect
        checkboxSelection
        defaultExpandedItems={teamIds}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        {teams.map((team) => (
          <TreeItem key={team.id} itemId={team.id} label={team.name}>
            {team.members.map((member) => (
              <TreeItem key={member.id} itemId={member.id} label={member.name} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
