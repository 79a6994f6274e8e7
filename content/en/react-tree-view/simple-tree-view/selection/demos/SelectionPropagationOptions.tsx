import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { teamIds, teams } from './team-roster';

export default function SelectionPropagationOptions() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>(
    {
      parents: true,
      descendants: true,
    },
  );

  const toggle = (key: keyof TreeViewSelectionPropagation) =>
    setPropagation((previous) => ({ ...previous, [key]: !previous[key] }));

  return (
    <Box sx={{ minHeight: 400, minWidth: 280 }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={propagation.descendants}
              onChange={() => toggle('descendants')}
            />
          }
          label="Team selects its members"
        />
        <FormControlLabel
          control={
            <Switch
              checked={propagation.parents}
              onChange={() => toggle('parents')}
            />
          }
          label="All members select the team"
        />
      </Stack>
      <SimpleTreeView
        aria-label="Access to the billing dashboard"
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultExpandedItems={teamIds}
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
