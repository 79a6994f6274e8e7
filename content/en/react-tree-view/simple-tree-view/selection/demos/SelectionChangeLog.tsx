import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { nameOf, teamIds, teams } from './team-roster';

interface LogEntry {
  key: number;
  text: string;
}

export default function SelectionChangeLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  const handleToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isSelected: boolean,
  ) => {
    counter.current += 1;
    const text = `${nameOf(itemId)} ${isSelected ? 'gained' : 'lost'} access`;
    setLog((previous) => [{ key: counter.current, text }, ...previous].slice(0, 4));
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, minHeight: 330 }}>
      <SimpleTreeView
        aria-label="Access to the staging server"
        multiSelect
        checkboxSelection
        defaultExpandedItems={teamIds}
        onItemSelectionToggle={handleToggle}
        sx={{ minWidth: 240 }}
      >
        {teams.map((team) => (
          <TreeItem key={team.id} itemId={team.id} label={team.name}>
            {team.members.map((member) => (
              <TreeItem key={member.id} itemId={member.id} label={member.name} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
      <Box sx={{ minWidth: 220 }}>
        <Typography variant="subtitle2">Latest changes</Typography>
        <List dense aria-label="Latest changes">
          {log.length === 0 && <ListItem>No change yet</ListItem>}
          {log.map((entry) => (
            <ListItem key={entry.key}>{entry.text}</ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
