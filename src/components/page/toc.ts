/** A heading of the page, as the `Mdx.fields.headings` query field gives it. */
export interface OutlineHeading {
  depth: number;
  id: string;
  text: string;
}

export interface TocEntry {
  id: string;
  title: string;
  children: TocEntry[];
}

/**
 * The table of contents: H2 entries with their H3 children. Deeper headings are left out, and an
 * H3 before any H2 (which the build forbids) would be too.
 */
export function toTocEntries(headings: readonly OutlineHeading[]): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const heading of headings) {
    const entry = { id: heading.id, title: heading.text, children: [] };
    if (heading.depth === 2) {
      entries.push(entry);
    } else if (heading.depth === 3) {
      entries.at(-1)?.children.push(entry);
    }
  }
  return entries;
}

/** Every anchor in the table of contents, in document order. */
export function flattenToc(entries: readonly TocEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id, ...flattenToc(entry.children)]);
}
