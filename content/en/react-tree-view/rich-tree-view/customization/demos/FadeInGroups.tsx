import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import type { TransitionProps } from '@mui/material/transitions';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { LESSON_PLAN } from './lesson-plan';

// Children fade in while their group opens. The props (`in`, `unmountOnExit`,
// `component`, `role`) come from the Tree Item and go to the Collapse.
function FadeCollapse(props: TransitionProps & { children?: React.ReactNode }) {
  return (
    <Fade in={props.in} timeout={400}>
      <div>
        <Collapse {...props} timeout={400} />
      </div>
    </Fade>
  );
}

export default function FadeInGroups() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={LESSON_PLAN}
        defaultExpandedItems={['starter']}
        slotProps={{ item: { slots: { groupTransition: FadeCollapse } } }}
      />
    </Box>
  );
}
