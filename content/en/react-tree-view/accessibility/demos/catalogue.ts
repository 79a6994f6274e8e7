/** A product catalogue: departments, categories and products, shared by the demos of this page. */
export interface CatalogueNode {
  id: string;
  label: string;
  children?: CatalogueNode[];
}

export const catalogue: CatalogueNode[] = [
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      {
        id: 'cookware',
        label: 'Cookware',
        children: [
          { id: 'skillet', label: 'Cast iron skillet' },
          { id: 'saucepan', label: 'Copper saucepan' },
          { id: 'wok', label: 'Carbon steel wok' },
        ],
      },
      {
        id: 'knives',
        label: 'Knives',
        children: [
          { id: 'chef-knife', label: "Chef's knife" },
          { id: 'paring-knife', label: 'Paring knife' },
        ],
      },
    ],
  },
  {
    id: 'garden',
    label: 'Garden',
    children: [
      { id: 'hose', label: 'Garden hose' },
      { id: 'gloves', label: 'Gardening gloves' },
    ],
  },
  {
    id: 'lighting',
    label: 'Lighting',
    children: [
      { id: 'desk-lamp', label: 'Desk lamp' },
      { id: 'lantern', label: 'Lantern' },
    ],
  },
];

const labels = new Map<string, string>();
const index = (nodes: CatalogueNode[]) =>
  nodes.forEach((node) => {
    labels.set(node.id, node.label);
    index(node.children ?? []);
  });
index(catalogue);

/** The label of a catalogue id. */
export function labelOf(id: string): string {
  return labels.get(id) ?? id;
}
