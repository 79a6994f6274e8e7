import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { orgChart, type OrgUnit } from './org-chart';

const departments = orgChart[0]?.children ?? [];

function renderUnit(unit: OrgUnit) {
  return (
    <TreeItem key={unit.id} itemId={unit.id} label={unit.name}>
      {unit.children?.map(renderUnit)}
    </TreeItem>
  );
}

export default function OneBranchOpen() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['product']);

  const handleExpandedItemsChange = (
    _event: React.SyntheticEvent | null,
    itemIds: string[],
  ) => {
    const opened = itemIds.find((itemId) => !expandedItems.includes(itemId));
    const isDepartment = departments.some((unit) => unit.id === opened);
    // Opening a department closes the others and everything inside them.
    setExpandedItems(opened && isDepartment ? [opened] : itemIds);
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Departments"
        expandedItems={expandedItems}
        onExpandedItemsChange={handleExpandedItemsChange}
      >
        {departments.map(renderUnit)}
      </SimpleTreeView>
    </Box>
  );
}
