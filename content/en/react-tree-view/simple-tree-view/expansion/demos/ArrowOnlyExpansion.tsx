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

export default function ArrowOnlyExpansion() {
  const [selected, setSelected] = React.useState<string | null>('product');

  return (
    <Box sx={{ minHeight: 420, minWidth: 280 }}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        Showing the budget of: {selected ? unitName(selected) : 'nothing'}
      </Typography>
      <SimpleTreeView
        aria-label="Org chart"
        expansionTrigger="iconContainer"
        defaultExpandedItems={['ceo']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      >
        {orgChart.map(renderUnit)}
      </SimpleTreeView>
    </Box>
  );
}
