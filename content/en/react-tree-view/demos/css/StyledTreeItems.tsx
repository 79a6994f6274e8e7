import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import './styled-tree-items.css';

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
      // Indent with the group's margin in the CSS file instead of the default padding.
      itemChildrenIndentation={0}
      className="file-tree"
    />
  );
}
