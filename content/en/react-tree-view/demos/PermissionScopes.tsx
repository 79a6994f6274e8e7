import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import * as React from 'react';

const scopes: TreeViewBaseItem[] = [
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'projects.read', label: 'View projects' },
      { id: 'projects.write', label: 'Create and edit projects' },
      { id: 'projects.delete', label: 'Delete projects' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.invoices', label: 'Download invoices' },
      { id: 'billing.plan', label: 'Change the plan' },
    ],
  },
  { id: 'audit-log', label: 'Read the audit log' },
];

export default function PermissionScopes() {
  const [selected, setSelected] = React.useState<string[]>([
    'projects.read',
    'billing.invoices',
  ]);

  return (
    <Box sx={{ maxWidth: 400 }}>
      <RichTreeView
        items={scopes}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['projects', 'billing']}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Selected: {selected.length > 0 ? selected.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
