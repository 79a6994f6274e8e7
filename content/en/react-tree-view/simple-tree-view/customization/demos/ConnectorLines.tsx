import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function ConnectorLines() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Product catalogue"
        defaultExpandedItems={['outdoor', 'tents', 'kitchen']}
        // The group's margin indents the children instead of the default padding.
        itemChildrenIndentation={0}
        sx={(theme) => ({
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: '14px',
            pl: 1.5,
            borderLeft: `1px solid ${alpha(theme.palette.text.primary, 0.3)}`,
          },
        })}
      >
        <TreeItem itemId="outdoor" label="Outdoor">
          <TreeItem itemId="tents" label="Tents">
            <TreeItem itemId="tent-2p" label="Two-person dome" />
            <TreeItem itemId="tent-4p" label="Four-person tunnel" />
          </TreeItem>
          <TreeItem itemId="kitchen" label="Camp kitchen">
            <TreeItem itemId="stove" label="Gas stove" />
            <TreeItem itemId="cookset" label="Titanium cook set" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="clothing" label="Clothing">
          <TreeItem itemId="jackets" label="Jackets" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
