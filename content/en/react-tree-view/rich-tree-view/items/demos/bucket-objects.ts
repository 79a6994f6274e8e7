import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** An object (or a folder-like prefix) in a cloud storage bucket. */
export type BucketObject = TreeViewBaseItem<{
  id: string;
  label: string;
  /** Size in bytes; prefixes have none. */
  size?: number;
  /** Last modification, as an ISO date. */
  modified?: string;
  storageClass?: 'standard' | 'archive';
}>;

/** The `media-prod` bucket: ids are the object keys, labels the last path segment. */
export const BUCKET_OBJECTS: BucketObject[] = [
  {
    id: 'assets/',
    label: 'assets/',
    children: [
      {
        id: 'assets/images/',
        label: 'images/',
        children: [
          {
            id: 'assets/images/hero.webp',
            label: 'hero.webp',
            size: 184_320,
            modified: '2025-03-28',
            storageClass: 'standard',
          },
          {
            id: 'assets/images/logo.svg',
            label: 'logo.svg',
            size: 6_144,
            modified: '2025-01-09',
            storageClass: 'standard',
          },
        ],
      },
      {
        id: 'assets/fonts/',
        label: 'fonts/',
        children: [
          {
            id: 'assets/fonts/inter.woff2',
            label: 'inter.woff2',
            size: 97_280,
            modified: '2024-11-02',
            storageClass: 'standard',
          },
        ],
      },
    ],
  },
  {
    id: 'backups/',
    label: 'backups/',
    children: [
      {
        id: 'backups/db-2025-04-01.sql.gz',
        label: 'db-2025-04-01.sql.gz',
        size: 512_000_000,
        modified: '2025-04-01',
        storageClass: 'archive',
      },
      {
        id: 'backups/db-2025-04-08.sql.gz',
        label: 'db-2025-04-08.sql.gz',
        size: 519_168_000,
        modified: '2025-04-08',
        storageClass: 'archive',
      },
    ],
  },
  {
    id: 'logs/',
    label: 'logs/',
    children: [
      {
        id: 'logs/access-2025-04-16.log',
        label: 'access-2025-04-16.log',
        size: 2_457_600,
        modified: '2025-04-16',
        storageClass: 'standard',
      },
      {
        id: 'logs/access-2025-04-17.log',
        label: 'access-2025-04-17.log',
        size: 1_945_600,
        modified: '2025-04-17',
        storageClass: 'standard',
      },
    ],
  },
  {
    id: 'robots.txt',
    label: 'robots.txt',
    size: 68,
    modified: '2024-06-30',
    storageClass: 'standard',
  },
];

/** `1945600` → `1.9 MB`. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
