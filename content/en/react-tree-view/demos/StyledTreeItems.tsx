import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const items: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'components',
        label: 'components',
        children: [
          { id: 'button', label: 'Button.tsx' },
          { id: 'dialog', label: 'Dialog.tsx' },
        ],
      },
      { id: 'app', label: 'App.tsx' },
      { id: 'main', label: 'main.tsx' },
    ],
  },
  { id: 'package', label: 'package.json' },
  { id: 'readme', label: 'README.md' },
];

export default function StyledTreeItems() {
  return (
    <RichTreeView
      items={items}
      defaultExpandedItems={['src', 'components']}
      defaultSelectedItems="app"
      // Indent with the group's margin below instead of the default padding.
      itemChildrenIndentation={0}
      sx={{
        maxWidth: 320,
        [`& .${treeItemClasses.content}`]: {
          borderRadius: '6px',
          py: 0.25,
        },
        [`& .${treeItemClasses.label}`]: {
          fontSize: '0.875rem',
          fontFamily: 'monospace',
        },
        [`& .${treeItemClasses.content}[data-selected]`]: {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
        [`& .${treeItemClasses.content}[data-selected]:hover, & .${treeItemClasses.content}[data-selected][data-focused]`]:
          {
            bgcolor: 'primary.dark',
          },
        [`& .${treeItemClasses.groupTransition}`]: {
          ml: '15px',
          pl: 1,
          borderLeft: '1px dashed',
          borderColor: 'divider',
        },
      }}
    />
  );
}
