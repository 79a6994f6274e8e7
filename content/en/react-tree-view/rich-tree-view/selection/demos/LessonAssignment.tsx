import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { COURSE_SYLLABUS } from './course-syllabus';

export default function LessonAssignment() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>(
    {
      descendants: true,
      parents: true,
    },
  );
  const [assigned, setAssigned] = React.useState<string[]>([]);

  const handleSwitch =
    (key: keyof TreeViewSelectionPropagation) =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Box sx={{ minHeight: 440, minWidth: 280 }}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Switch
              checked={propagation.descendants}
              onChange={handleSwitch('descendants')}
            />
          }
          label="Propagate to descendants"
        />
        <FormControlLabel
          control={
            <Switch
              checked={propagation.parents}
              onChange={handleSwitch('parents')}
            />
          }
          label="Propagate to parents"
        />
      </FormGroup>
      <Typography sx={{ my: 1 }}>Assigned: {assigned.length} items</Typography>
      <RichTreeView
        multiSelect
        checkboxSelection
        items={COURSE_SYLLABUS}
        defaultExpandedItems={['module-1', 'module-2']}
        selectionPropagation={propagation}
        selectedItems={assigned}
        onSelectedItemsChange={(_event, itemIds) => setAssigned(itemIds)}
      />
    </Box>
  );
}
