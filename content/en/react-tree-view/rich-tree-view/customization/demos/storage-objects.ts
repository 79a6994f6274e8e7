import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export type ObjectKind = 'folder' | 'image' | 'document' | 'video' | 'archive';

/** An object or folder of a team's cloud storage. */
export type StorageObject = TreeViewBaseItem<{
  id: string;
  label: string;
  kind: ObjectKind;
  /** Size in bytes; folders have none. */
  size?: number;
}>;

export const STORAGE_OBJECTS: StorageObject[] = [
  {
    id: 'campaigns',
    label: 'campaigns',
    kind: 'folder',
    children: [
      {
        id: 'campaigns/spring',
        label: 'spring-launch',
        kind: 'folder',
        children: [
          {
            id: 'campaigns/spring/teaser.mp4',
            label: 'teaser.mp4',
            kind: 'video',
            size: 48_234_496,
          },
          {
            id: 'campaigns/spring/banner.png',
            label: 'banner.png',
            kind: 'image',
            size: 1_310_720,
          },
          {
            id: 'campaigns/spring/brief.pdf',
            label: 'brief.pdf',
            kind: 'document',
            size: 245_760,
          },
        ],
      },
      {
        id: 'campaigns/archive-2024.zip',
        label: 'archive-2024.zip',
        kind: 'archive',
        size: 734_003_200,
      },
    ],
  },
  {
    id: 'contracts',
    label: 'contracts',
    kind: 'folder',
    children: [
      {
        id: 'contracts/agency.pdf',
        label: 'agency.pdf',
        kind: 'document',
        size: 188_416,
      },
      {
        id: 'contracts/printer.pdf',
        label: 'printer.pdf',
        kind: 'document',
        size: 96_256,
      },
    ],
  },
  { id: 'team-photo.jpg', label: 'team-photo.jpg', kind: 'image', size: 3_460_300 },
];

/** `1310720` → `1.3 MB`. */
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
