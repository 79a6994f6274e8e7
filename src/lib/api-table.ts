import type { Plan } from '../../content/navigation/types';

/**
 * What an `<ApiTable>` lists, read from the Data Grid packages' declarations: the members of a
 * grid API interface, the events of `GridEventLookup`, or the exported `grid…Selector` functions.
 */
export const API_TABLE_KINDS = ['methods', 'events', 'selectors'] as const;
export type ApiTableKind = (typeof API_TABLE_KINDS)[number];

export const API_TABLE_PLANS = ['community', 'pro', 'premium'] as const;

/** Interface names an author may pass to `interface=` are of this form (the build checks they exist). */
export const API_INTERFACE_NAME = /^Grid[A-Za-z]*Api[A-Za-z]*$/;

/** One `<ApiTable>` of a page, as its attributes say (the build checked them). */
export interface ApiTableUsage {
  kind: ApiTableKind;
  /** For `methods`: the interface whose members are listed (`GridSortApi`). */
  interface: string | null;
  /** Only the entries of this plan. */
  plan: Plan | null;
  /** Only the entries whose name holds this text, ignoring case. */
  filter: string | null;
}

/** The fields of an entry the selection reads. */
export interface ApiTableEntryKey {
  kind: string;
  name: string;
  plan: string;
  /** For methods: every grid API interface that has the member. */
  interfaces: readonly string[];
}

/**
 * The entries one `<ApiTable>` shows, by name. The same function chooses what a page queries
 * (at build time) and what the table renders, so they cannot disagree.
 */
export function selectApiTableEntries<T extends ApiTableEntryKey>(entries: readonly T[], usage: ApiTableUsage): T[] {
  const filter = usage.filter?.toLowerCase() ?? null;
  return entries
    .filter(
      (entry) =>
        entry.kind === usage.kind &&
        (usage.interface === null || entry.interfaces.includes(usage.interface)) &&
        (usage.plan === null || entry.plan === usage.plan) &&
        (filter === null || entry.name.toLowerCase().includes(filter)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** How a usage reads in an error message: `<ApiTable kind="methods" interface="GridSortApi">`. */
export function describeApiTableUsage(usage: ApiTableUsage): string {
  const attributes = Object.entries(usage)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `${name}="${value}"`);
  return `<ApiTable ${attributes.join(' ')}>`;
}
