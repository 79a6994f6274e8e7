import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Button from '@mui/material/Button';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { teamIds, teams } from './team-roster';

export default function AddToSelectionFromButtons() {
  const apiRef = useTreeViewApiRef();
  const [keepExisting, setKeepExisting] = React.useState(true);

  const toggle = (event: React.SyntheticEvent, itemId: string) => {
    // Without `shouldBeSelected`, the call toggles the item.
    apiRef.current?.setItemSelection({
      event,
      itemId,
      keepExistingSelection: keepExisting,
    });
  };

  return (
    <Box sx={{ minHeight: 420, minWidth: 280 }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepExisting}
            onChange={(event) => setKeepExisting(event.target.checked)}
          />
        }
        label="Keep the existing selection"
      />
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => toggle(event, 'ines')}
        >
          Toggle Inès
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => toggle(event, 'chloe')}
        >
          Toggle Chloé
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Reviewers"
        apiRef={apiRef}
        multiSelect
        defaultExpandedItems={teamIds}
        defaultSelectedItems={['bruno']}
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
