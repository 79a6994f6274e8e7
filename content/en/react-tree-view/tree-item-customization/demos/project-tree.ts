import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** A project's folders and files, shared by the hook demos of this page. */
export const projectTree: TreeViewBaseItem[] = [
  {
    id: 'app',
    label: 'app',
    children: [
      {
        id: 'app/routes',
        label: 'routes',
        children: [
          { id: 'app/routes/home.tsx', label: 'home.tsx' },
          { id: 'app/routes/checkout.tsx', label: 'checkout.tsx' },
        ],
      },
      { id: 'app/root.tsx', label: 'root.tsx' },
    ],
  },
  {
    id: 'tests',
    label: 'tests',
    children: [
      { id: 'tests/checkout.spec.ts', label: 'checkout.spec.ts' },
      { id: 'tests/home.spec.ts', label: 'home.spec.ts' },
    ],
  },
  { id: 'vite.config.ts', label: 'vite.config.ts' },
];
