import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { orgChart, type OrgUnit } from './org-chart';

function renderUnit(unit: OrgUnit) {
  return (
    <TreeItem key={unit.id} itemId={unit.id} label={unit.name}>
      {unit.children?.map(renderUnit)}
    </TreeItem>
  );
}

export default function DefaultOpenDepartments() {
  return (
    <Box sx={{ minHeight: 380, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Org chart"
        defaultExpandedItems={['ceo', 'product', 'platform']}
      >
        {orgChart.map(renderUnit)}
      </SimpleTreeView>
    </Box>
  );
}
