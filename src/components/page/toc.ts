/** The shape gatsby-plugin-mdx gives `tableOfContents`: nested items with `#id` urls. */
export interface TocNode {
  url?: string;
  title?: string;
  items?: TocNode[];
}

export interface TocEntry {
  id: string;
  title: string;
  children: TocEntry[];
}

/** H2 entries with their H3 children, dropping anything without an anchor. */
export function toTocEntries(toc: unknown): TocEntry[] {
  const convert = (node: TocNode): TocEntry[] => {
    const children = (node.items ?? []).flatMap(convert);
    if (!node.url?.startsWith('#') || !node.title) {
      return children;
    }
    return [{ id: node.url.slice(1), title: node.title, children }];
  };
  const root = (toc ?? {}) as TocNode;
  return (root.items ?? []).flatMap(convert);
}

/** Every anchor in the table of contents, in document order. */
export function flattenToc(entries: readonly TocEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id, ...flattenToc(entry.children)]);
}
