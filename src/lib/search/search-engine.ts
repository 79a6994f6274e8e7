import MiniSearch, { type SearchOptions } from 'minisearch';
import {
  namesIndexOptions,
  unpackNames,
  type NamesDocument,
  type NamesFile,
  type SearchEntry,
  type SearchKind,
  type SearchText,
} from './search-index-model';
import { isHanTerm, searchTerm, tokenize } from './search-terms';

/** The loaded indexes: the names index answers first; the full-text one joins when it has loaded. */
export interface SearchIndexes {
  /** The names file's entries, by id. */
  entries: NamesDocument[];
  names: MiniSearch<NamesDocument>;
  text: MiniSearch<SearchText> | null;
}

/** Indexes a names file at once (tests, small files). */
export function indexNames(file: NamesFile): Pick<SearchIndexes, 'entries' | 'names'> {
  const entries = unpackNames(file);
  const names = new MiniSearch<NamesDocument>(namesIndexOptions);
  names.addAll(entries);
  return { entries, names };
}

/**
 * Lets the browser run what is waiting (input, paint) before the next slice of work: a message to
 * itself, which unlike a chain of `setTimeout(0)` is not held back 4 ms each time once nested.
 */
function yieldToBrowser(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Work per task while indexing: well under the 50 ms that makes a long task. */
const SLICE_MS = 25;
/** Entries added between two looks at the clock. */
const STEP = 200;

/** Indexes a names file in slices of about 25 ms, yielding to the browser between them, so no task runs long. */
export async function indexNamesInSlices(file: NamesFile): Promise<Pick<SearchIndexes, 'entries' | 'names'>> {
  const entries = unpackNames(file);
  const names = new MiniSearch<NamesDocument>(namesIndexOptions);
  let next = 0;
  while (next < entries.length) {
    const started = performance.now();
    do {
      const end = Math.min(next + STEP, entries.length);
      names.addAll(entries.slice(next, end));
      next = end;
    } while (next < entries.length && performance.now() - started < SLICE_MS);
    if (next < entries.length) await yieldToBrowser();
  }
  return { entries, names };
}

export interface SearchHit {
  entry: SearchEntry;
  score: number;
  /** The indexed words that matched, for highlighting. */
  terms: string[];
}

export type SearchGroupId = 'pages' | 'sections' | 'api';

export interface SearchGroup {
  id: SearchGroupId;
  hits: SearchHit[];
}

/** How much a kind of result weighs, other things equal: pages and API pages before their parts, a component's props before an interface's members. */
const KIND_WEIGHT: Record<SearchKind, number> = {
  page: 1.6,
  api: 1.5,
  prop: 1.2,
  section: 1,
  member: 0.9,
  slot: 0.9,
  class: 0.7,
};

const GROUP_OF: Record<SearchKind, SearchGroupId> = {
  page: 'pages',
  section: 'sections',
  api: 'api',
  prop: 'api',
  member: 'api',
  slot: 'api',
  class: 'api',
};

/** The product most readers come for. */
const MOST_READ_PRODUCT = 'x-data-grid';

const GROUP_LIMIT: Record<SearchGroupId, number> = { pages: 6, sections: 8, api: 10 };

/** Letters and digits only, lowercased: `Date picker` and `DatePicker` compare equal. */
function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

const fuzzy = (term: string) => (isHanTerm(term) || term.length < 5 ? false : term.length < 8 ? 0.15 : 0.2);
/** Only the word being typed (the last) is a prefix; the words before it are whole. */
const prefix = (term: string, index: number, terms: string[]) => index === terms.length - 1 && term.length >= 2;
/** At most two edits: a typo, not a different word (and a bounded walk of the index). */
const MAX_FUZZY = 2;

/** The query's terms as the indexes see them. */
export function queryTerms(query: string): string[] {
  return tokenize(query)
    .map(searchTerm)
    .filter((term): term is string => term !== null);
}

/**
 * Runs a query over the indexes: names first (titles, headings, API names), full text added when
 * loaded. An exact name (`checkboxSelection`, `DatePicker`) ranks first; then results that match
 * more of the query's words; pages and API pages before the sections and entries inside them;
 * among equals, the reader's current product first.
 * Returns the groups ordered by their best result.
 */
export function runSearch(
  indexes: SearchIndexes,
  query: string,
  productId: string | null = null,
  readerProductId: string | null = null,
): SearchGroup[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const wanted = compact(query);
  const entryOf = (id: unknown) => indexes.entries[id as number];
  const filter = productId ? (result: { id: unknown }) => entryOf(result.id)?.productId === productId : undefined;
  const options: SearchOptions = {
    prefix,
    fuzzy,
    combineWith: 'OR',
    boost: { name: 3, owner: 1.2, context: 0.4 },
    filter,
  };

  const hits = new Map<number, SearchHit>();
  // Among equals (a prop several components have), the product the reader is in, then the Data Grid.
  const prior = (entry: SearchEntry) =>
    entry.productId === readerProductId ? 1.3 : entry.productId === MOST_READ_PRODUCT ? 1.1 : 1;
  const coverage = (matched: string[]) => {
    const share = new Set(matched).size / new Set(terms).size;
    return share * share;
  };
  for (const result of indexes.names.search(query, options)) {
    const entry = entryOf(result.id);
    if (!entry) continue;
    const name = compact(entry.name);
    const exact = name === wanted ? 25 : name.startsWith(wanted) ? 2 : 1;
    hits.set(entry.id, {
      entry,
      score: result.score * KIND_WEIGHT[entry.kind] * exact * coverage(result.queryTerms) * prior(entry),
      terms: result.terms,
    });
  }
  if (indexes.text) {
    const textOptions: SearchOptions = { prefix, fuzzy, maxFuzzy: MAX_FUZZY, combineWith: 'OR', filter };
    for (const result of indexes.text.search(query, textOptions)) {
      const entry = entryOf(result.id);
      if (!entry) continue;
      const score = 0.35 * result.score * KIND_WEIGHT[entry.kind] * coverage(result.queryTerms) * prior(entry);
      const known = hits.get(entry.id);
      if (known) known.score += score;
      else hits.set(entry.id, { entry, score, terms: result.terms });
    }
  }

  const groups = new Map<SearchGroupId, SearchHit[]>();
  for (const hit of [...hits.values()].sort((a, b) => b.score - a.score)) {
    const id = GROUP_OF[hit.entry.kind];
    const group = groups.get(id) ?? [];
    if (group.length < GROUP_LIMIT[id]) group.push(hit);
    groups.set(id, group);
  }
  return [...groups.entries()]
    .map(([id, groupHits]) => ({ id, hits: groupHits }))
    .sort((a, b) => (b.hits[0]?.score ?? 0) - (a.hits[0]?.score ?? 0));
}

/** Splits text into runs that match one of the terms (case-insensitively) and runs that do not. */
export function highlightParts(text: string, terms: readonly string[]): { text: string; match: boolean }[] {
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    if (term === '') continue;
    for (let index = lower.indexOf(term); index !== -1; index = lower.indexOf(term, index + 1)) {
      marked.fill(true, index, index + term.length);
    }
  }
  const parts: { text: string; match: boolean }[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const match = marked[index] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text[index];
    else parts.push({ text: text[index] ?? '', match });
  }
  return parts;
}
