import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { orgChart, type OrgUnit } from './org-chart';

function renderUnit(unit: OrgUnit) {
  return (
    <TreeItem key={unit.id} itemId={unit.id} label={unit.name}>
      {unit.children?.map(renderUnit)}
    </TreeItem>
  );
}

export default function ToggleUnitFromButtons() {
  const apiRef = useTreeViewApiRef();

  const setExpansion = (
    event: React.SyntheticEvent,
    itemId: string,
    shouldBeExpanded?: boolean,
  ) => {
    apiRef.current?.setItemExpansion({ event, itemId, shouldBeExpanded });
  };

  return (
    <Box sx={{ minHeight: 420, minWidth: 280 }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setExpansion(event, 'sales', true)}
        >
          Open Sales
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setExpansion(event, 'sales', false)}
        >
          Close Sales
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setExpansion(event, 'operations')}
        >
          Toggle Operations
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Org chart"
        apiRef={apiRef}
        defaultExpandedItems={['ceo']}
      >
        {orgChart.map(renderUnit)}
      </SimpleTreeView>
    </Box>
  );
}
