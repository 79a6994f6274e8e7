import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export type LocationStatus = 'open' | 'maintenance';

/** A storage location: a zone, an aisle or a bin. */
export type WarehouseLocation = TreeViewBaseItem<{
  id: string;
  label: string;
  status: LocationStatus;
}>;

/** The Rotterdam distribution centre. Aisle B2 and bin C1-03 are closed for maintenance. */
export const WAREHOUSE_LOCATIONS: WarehouseLocation[] = [
  {
    id: 'zone-a',
    label: 'Zone A · Ambient',
    status: 'open',
    children: [
      {
        id: 'aisle-a1',
        label: 'Aisle A1',
        status: 'open',
        children: [
          { id: 'bin-a1-01', label: 'Bin A1-01', status: 'open' },
          { id: 'bin-a1-02', label: 'Bin A1-02', status: 'open' },
        ],
      },
      {
        id: 'aisle-a2',
        label: 'Aisle A2',
        status: 'open',
        children: [{ id: 'bin-a2-01', label: 'Bin A2-01', status: 'open' }],
      },
    ],
  },
  {
    id: 'zone-b',
    label: 'Zone B · Chilled',
    status: 'open',
    children: [
      {
        id: 'aisle-b1',
        label: 'Aisle B1',
        status: 'open',
        children: [{ id: 'bin-b1-01', label: 'Bin B1-01', status: 'open' }],
      },
      {
        id: 'aisle-b2',
        label: 'Aisle B2',
        status: 'maintenance',
        children: [
          { id: 'bin-b2-01', label: 'Bin B2-01', status: 'open' },
          { id: 'bin-b2-02', label: 'Bin B2-02', status: 'open' },
        ],
      },
    ],
  },
  {
    id: 'zone-c',
    label: 'Zone C · Bulky goods',
    status: 'open',
    children: [
      { id: 'bin-c1-01', label: 'Bin C1-01', status: 'open' },
      { id: 'bin-c1-03', label: 'Bin C1-03', status: 'maintenance' },
      { id: 'bin-c1-04', label: 'Bin C1-04', status: 'open' },
    ],
  },
];
