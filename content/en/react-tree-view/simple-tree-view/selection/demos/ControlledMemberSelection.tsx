import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { nameOf, teamIds, teams } from './team-roster';

const leads = ['ines', 'aiko', 'dara'];

export default function ControlledMemberSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['bruno']);

  return (
    <Box sx={{ minHeight: 400, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSelectedItems(leads)}
        >
          Select the team leads
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary">
        Selected: {selectedItems.map(nameOf).join(', ') || 'none'}
      </Typography>
      <SimpleTreeView
        aria-label="Team roster"
        multiSelect
        defaultExpandedItems={teamIds}
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
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
