import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { teams } from './team-roster';

export default function ReadOnlyRoster() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Team roster"
        defaultExpandedItems={['design', 'engineering']}
        disableSelection
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
