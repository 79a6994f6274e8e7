import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { expandableIds, orgChart, type OrgUnit } from './org-chart';

const allExpandable = expandableIds(orgChart);

function renderUnit(unit: OrgUnit) {
  return (
    <TreeItem key={unit.id} itemId={unit.id} label={unit.name}>
      {unit.children?.map(renderUnit)}
    </TreeItem>
  );
}

export default function ExpandAllDepartments() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['ceo']);

  return (
    <Box sx={{ minHeight: 460, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={expandedItems.length === allExpandable.length}
          onClick={() => setExpandedItems(allExpandable)}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={expandedItems.length === 0}
          onClick={() => setExpandedItems([])}
        >
          Collapse all
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Org chart"
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
      >
        {orgChart.map(renderUnit)}
      </SimpleTreeView>
    </Box>
  );
}
