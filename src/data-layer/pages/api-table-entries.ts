import { describeApiTableUsage, selectApiTableEntries, type ApiTableEntryKey } from '../../lib/api-table';
import type { ContentPage } from './collect-content';

/** An `ApiTableEntry` node as page creation reads it. */
export interface ApiTableEntryRecord extends ApiTableEntryKey {
  id: string;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The `ApiTableEntry` nodes as plain records; a node missing a field is an error in the sourcing. */
export function readApiTableEntries(nodes: ReadonlyArray<Record<string, unknown>>): ApiTableEntryRecord[] {
  return nodes.map((node) => {
    const { id, kind, name, plan, interfaces } = node;
    if (
      typeof id !== 'string' ||
      typeof kind !== 'string' ||
      typeof name !== 'string' ||
      typeof plan !== 'string' ||
      !isStringArray(interfaces)
    ) {
      throw new Error(`ApiTableEntry node ${String(id)} has incomplete fields.`);
    }
    return { id, kind, name, plan, interfaces };
  });
}

/**
 * What is wrong with a page's `<ApiTable>` elements, one sentence each naming the file: an
 * interface no grid package declares, or a table that would list nothing.
 */
export function apiTableProblems(page: ContentPage, entries: readonly ApiTableEntryRecord[]): string[] {
  const interfaces = new Set(entries.flatMap((entry) => entry.interfaces));
  return page.apiTables.flatMap((usage) => {
    const label = describeApiTableUsage(usage);
    if (usage.kind === 'methods' && usage.interface === null) {
      return [`${page.file}: ${label} needs interface="…", the grid API interface whose methods it lists.`];
    }
    if (usage.interface !== null && !interfaces.has(usage.interface)) {
      return [
        `${page.file}: ${label} names the interface "${usage.interface}", which no Data Grid package declares. Known: ${[...interfaces].sort().join(', ')}.`,
      ];
    }
    if (selectApiTableEntries(entries, usage).length === 0) {
      return [`${page.file}: ${label} would list nothing; no ${usage.kind} match it.`];
    }
    return [];
  });
}

/** The ids of the entries a page's tables show, each once: what the page queries. */
export function apiTableEntryIds(page: ContentPage, entries: readonly ApiTableEntryRecord[]): string[] {
  return [
    ...new Set(page.apiTables.flatMap((usage) => selectApiTableEntries(entries, usage).map((entry) => entry.id))),
  ];
}
