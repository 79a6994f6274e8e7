/** A recipe book: chapters, sections and recipes, shared by the demos of this page. */
export interface RecipeNode {
  id: string;
  title: string;
  children?: RecipeNode[];
}

export const recipeBook: RecipeNode[] = [
  {
    id: 'starters',
    title: 'Starters',
    children: [
      { id: 'bruschetta', title: 'Tomato bruschetta' },
      { id: 'gazpacho', title: 'Gazpacho' },
    ],
  },
  {
    id: 'mains',
    title: 'Main courses',
    children: [
      {
        id: 'vegetarian',
        title: 'Vegetarian',
        children: [
          { id: 'dal', title: 'Red lentil dal' },
          { id: 'shakshuka', title: 'Shakshuka' },
        ],
      },
      {
        id: 'fish',
        title: 'Fish',
        children: [{ id: 'paella', title: 'Seafood paella' }],
      },
    ],
  },
  {
    id: 'desserts',
    title: 'Desserts',
    children: [{ id: 'clafoutis', title: 'Cherry clafoutis' }],
  },
];

const parents = new Map<string, string | null>();
const titles = new Map<string, string>();
const index = (nodes: RecipeNode[], parentId: string | null) =>
  nodes.forEach((node) => {
    parents.set(node.id, parentId);
    titles.set(node.id, node.title);
    index(node.children ?? [], node.id);
  });
index(recipeBook, null);

/** The ids of the ancestors of an item, from the root down. */
export function ancestorsOf(id: string): string[] {
  const result: string[] = [];
  let parent = parents.get(id) ?? null;
  while (parent !== null) {
    result.unshift(parent);
    parent = parents.get(parent) ?? null;
  }
  return result;
}

/** The title of a chapter, section or recipe. */
export function titleOf(id: string): string {
  return titles.get(id) ?? id;
}
