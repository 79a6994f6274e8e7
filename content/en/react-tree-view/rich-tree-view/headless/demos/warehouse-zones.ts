import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** Zones and racks of a parcel hub. */
export const HUB_ZONES: TreeViewBaseItem[] = [
  {
    id: 'inbound',
    label: 'Inbound',
    children: [
      { id: 'dock-1', label: 'Dock 1' },
      { id: 'dock-2', label: 'Dock 2' },
    ],
  },
  {
    id: 'sorting',
    label: 'Sorting',
    children: [
      { id: 'belt-a', label: 'Belt A' },
      { id: 'belt-b', label: 'Belt B' },
    ],
  },
  {
    id: 'outbound',
    label: 'Outbound',
    children: [
      { id: 'route-north', label: 'Route north' },
      { id: 'route-south', label: 'Route south' },
    ],
  },
];
