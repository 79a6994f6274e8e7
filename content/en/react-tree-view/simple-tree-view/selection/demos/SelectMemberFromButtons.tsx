import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { teamIds, teams } from './team-roster';

export default function SelectMemberFromButtons() {
  const apiRef = useTreeViewApiRef();

  const select = (event: React.SyntheticEvent, itemId: string) => {
    apiRef.current?.setItemSelection({ event, itemId, shouldBeSelected: true });
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => select(event, 'kofi')}
        >
          Assign Kofi
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => select(event, 'emil')}
        >
          Assign Emil
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Ticket assignee"
        apiRef={apiRef}
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
