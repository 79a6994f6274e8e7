import type { TreeViewBaseItem } from '@mui/x-tree-view-pro';

export type DriveItemKind = 'folder' | 'file';

/** A file or folder of the design team's shared drive. */
export type DriveItem = TreeViewBaseItem<{
  id: string;
  label: string;
  kind: DriveItemKind;
}>;

export const DESIGN_DRIVE: DriveItem[] = [
  {
    id: 'brand',
    label: 'Brand',
    kind: 'folder',
    children: [
      { id: 'logo-primary', label: 'logo-primary.svg', kind: 'file' },
      { id: 'logo-mono', label: 'logo-mono.svg', kind: 'file' },
      { id: 'palette', label: 'palette.ase', kind: 'file' },
    ],
  },
  {
    id: 'website',
    label: 'Website redesign',
    kind: 'folder',
    children: [
      { id: 'wireframes', label: 'wireframes.fig', kind: 'file' },
      {
        id: 'website-assets',
        label: 'Assets',
        kind: 'folder',
        children: [
          { id: 'hero-photo', label: 'hero.jpg', kind: 'file' },
          { id: 'icon-set', label: 'icons.zip', kind: 'file' },
        ],
      },
    ],
  },
  { id: 'inbox', label: 'Unsorted', kind: 'folder', children: [] },
  { id: 'notes', label: 'meeting-notes.md', kind: 'file' },
];

export const DRIVE_FOLDERS = ['brand', 'website', 'website-assets', 'inbox'];

const kindById = new Map<string, DriveItemKind>();
const register = (items: DriveItem[]) =>
  items.forEach((item) => {
    kindById.set(item.id, item.kind);
    register(item.children ?? []);
  });
register(DESIGN_DRIVE);

/** Whether an id is a folder. `null` (the top level) counts as one. */
export function isFolder(itemId: string | null): boolean {
  return itemId === null || kindById.get(itemId) === 'folder';
}
