/** A nav entry as the drawer needs it: a node of the `NavigationTree` static query. */
export type NavItem = Queries.NavigationTreeQuery['allNavPage']['nodes'][number];

export interface NavTreeNode {
  item: NavItem;
  children: NavTreeNode[];
}

/** Rebuilds the tree from the flat, ordered list the data layer provides. */
export function buildNavTree(items: readonly NavItem[]): NavTreeNode[] {
  const nodes = new Map<string, NavTreeNode>();
  const roots: NavTreeNode[] = [];
  for (const item of items) {
    const node: NavTreeNode = { item, children: [] };
    nodes.set(item.pathname, node);
    const parent = item.parentPathname === null ? undefined : nodes.get(item.parentPathname);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The pathnames to expand so that `pathname` is visible: its ancestors. Empty when unknown. */
export function activeTrail(items: readonly NavItem[], pathname: string): string[] {
  const active = items.find((item) => item.pathname === pathname);
  return active ? [...active.ancestors] : [];
}
