import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { LESSON_PLAN } from './lesson-plan';

const OutlinedTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.spacing(1),
    margin: theme.spacing(0.5, 0),
    '&[data-selected]': {
      borderColor: theme.palette.primary.main,
      backgroundColor: alpha(theme.palette.primary.main, 0.08),
    },
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: theme.typography.body2.fontSize,
    fontWeight: theme.typography.fontWeightMedium,
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: theme.spacing(2),
    paddingLeft: theme.spacing(1),
    borderLeft: `2px solid ${theme.palette.divider}`,
  },
}));

export default function OutlinedRows() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <RichTreeView
        items={LESSON_PLAN}
        defaultExpandedItems={['starter']}
        defaultSelectedItems="starter-reading"
        itemChildrenIndentation={0}
        slots={{ item: OutlinedTreeItem }}
      />
    </Box>
  );
}
