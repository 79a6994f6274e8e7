/** A small project on disk, shared by the demos of this page. */
export interface ProjectNode {
  id: string;
  name: string;
  /** Size in bytes; folders have none. */
  size?: number;
  children?: ProjectNode[];
}

export const projectFiles: ProjectNode[] = [
  {
    id: 'api',
    name: 'api',
    children: [
      {
        id: 'api/routes',
        name: 'routes',
        children: [
          { id: 'api/routes/orders.ts', name: 'orders.ts', size: 4210 },
          { id: 'api/routes/users.ts', name: 'users.ts', size: 2875 },
        ],
      },
      { id: 'api/server.ts', name: 'server.ts', size: 1630 },
    ],
  },
  {
    id: 'web',
    name: 'web',
    children: [
      {
        id: 'web/components',
        name: 'components',
        children: [
          { id: 'web/components/Cart.tsx', name: 'Cart.tsx', size: 6120 },
          { id: 'web/components/Header.tsx', name: 'Header.tsx', size: 1984 },
        ],
      },
      { id: 'web/index.html', name: 'index.html', size: 712 },
    ],
  },
  { id: 'package.json', name: 'package.json', size: 1208 },
  { id: 'tsconfig.json', name: 'tsconfig.json', size: 402 },
];

/** Formats a byte count the way a file manager does: 1.2 kB. */
export function formatSize(bytes: number): string {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`;
}
