import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** Storage locations of a warehouse: halls, then aisles, then bins. */
export const STOCK_LOCATIONS: TreeViewBaseItem[] = [
  {
    id: 'hall-north',
    label: 'North hall',
    children: [
      {
        id: 'aisle-n1',
        label: 'Aisle N1',
        children: [
          { id: 'bin-n1-01', label: 'Bin N1-01' },
          { id: 'bin-n1-02', label: 'Bin N1-02' },
          { id: 'bin-n1-03', label: 'Bin N1-03' },
        ],
      },
      {
        id: 'aisle-n2',
        label: 'Aisle N2',
        children: [
          { id: 'bin-n2-01', label: 'Bin N2-01' },
          { id: 'bin-n2-02', label: 'Bin N2-02' },
        ],
      },
    ],
  },
  {
    id: 'hall-south',
    label: 'South hall',
    children: [
      {
        id: 'aisle-s1',
        label: 'Aisle S1',
        children: [
          { id: 'bin-s1-01', label: 'Bin S1-01' },
          { id: 'bin-s1-02', label: 'Bin S1-02' },
        ],
      },
    ],
  },
  { id: 'dock', label: 'Loading dock' },
];

export const ALL_HALLS_AND_AISLES = [
  'hall-north',
  'aisle-n1',
  'aisle-n2',
  'hall-south',
  'aisle-s1',
];
