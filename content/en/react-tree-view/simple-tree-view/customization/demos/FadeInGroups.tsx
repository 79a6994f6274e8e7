import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import type { TransitionProps } from '@mui/material/transitions';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

type GroupTransitionProps = TransitionProps & {
  children?: React.ReactNode;
  className?: string;
};

/**
 * The group of children slides open (Collapse, as by default), a little slower,
 * while its content fades in.
 */
const FadeInGroupTransition = React.forwardRef<HTMLDivElement, GroupTransitionProps>(
  function FadeInGroupTransition({ in: open, children, ...other }, ref) {
    return (
      <Collapse ref={ref} in={open} timeout={400} {...other}>
        <Fade in={open} timeout={700}>
          <div>{children}</div>
        </Fade>
      </Collapse>
    );
  },
);

export default function FadeInGroups() {
  return (
    <Box sx={{ minHeight: 250, minWidth: 260 }}>
      <SimpleTreeView aria-label="Recipe book" defaultExpandedItems={['breads']}>
        <TreeItem
          itemId="breads"
          label="Breads"
          slots={{ groupTransition: FadeInGroupTransition }}
        >
          <TreeItem itemId="focaccia" label="Focaccia" />
          <TreeItem itemId="sourdough" label="Sourdough loaf" />
        </TreeItem>
        <TreeItem
          itemId="sauces"
          label="Sauces"
          slots={{ groupTransition: FadeInGroupTransition }}
        >
          <TreeItem itemId="pesto" label="Basil pesto" />
          <TreeItem itemId="bechamel" label="Béchamel" />
          <TreeItem itemId="salsa" label="Salsa verde" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
