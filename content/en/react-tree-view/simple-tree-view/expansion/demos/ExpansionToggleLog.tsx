import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { orgChart, unitName, type OrgUnit } from './org-chart';

function renderUnit(unit: OrgUnit) {
  return (
    <TreeItem key={unit.id} itemId={unit.id} label={unit.name}>
      {unit.children?.map(renderUnit)}
    </TreeItem>
  );
}

export default function ExpansionToggleLog() {
  const [message, setMessage] = React.useState('Open or close a unit.');

  const handleToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isExpanded: boolean,
  ) => {
    setMessage(`${unitName(itemId)} was ${isExpanded ? 'expanded' : 'collapsed'}.`);
  };

  return (
    <Box sx={{ minHeight: 420, minWidth: 280 }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <SimpleTreeView
        aria-label="Org chart"
        defaultExpandedItems={['ceo']}
        onItemExpansionToggle={handleToggle}
      >
        {orgChart.map(renderUnit)}
      </SimpleTreeView>
    </Box>
  );
}
