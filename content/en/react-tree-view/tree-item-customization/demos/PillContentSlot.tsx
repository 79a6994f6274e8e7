import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  TreeItemContent,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import * as React from 'react';
import { catalogueItems } from './catalogue-items';

// The default content, restyled: the data attributes tell the item's state.
const PillContent = styled(TreeItemContent)(({ theme }) => ({
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  marginBottom: 4,
  '&[data-selected]': {
    borderColor: theme.palette.primary.main,
    backgroundColor: theme.palette.action.selected,
  },
  '&[data-expanded]': {
    fontWeight: 600,
  },
}));

const PillItem = React.forwardRef(function PillItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ content: PillContent }} />;
});

export default function PillContentSlot() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <RichTreeView
        aria-label="Catalogue"
        items={catalogueItems}
        defaultExpandedItems={['equipment']}
        slots={{ item: PillItem }}
      />
    </Box>
  );
}
