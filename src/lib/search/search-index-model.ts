import type { Options } from 'minisearch';
import { searchTerm, tokenize } from './search-terms';

/**
 * The shape of the search indexes, shared by the build (which writes them) and the browser (which
 * loads them with the same options: MiniSearch needs the tokenizer it was built with).
 */

/** What a result is: a guide page, a section of one, or an API page or one of its entries. */
export type SearchKind = 'page' | 'section' | 'api' | 'prop' | 'member' | 'slot' | 'class';

/** One entry of the names index: everything a result row shows. */
export interface SearchEntry {
  id: number;
  kind: SearchKind;
  /** Page title, heading text or API name. */
  name: string;
  /** The API page an entry belongs to (`DataGrid` for its props), or null. */
  owner: string | null;
  /** Where the result goes: a page path with the language prefix, and an anchor for sections and entries. */
  path: string;
  productId: string;
  /** Plans the entry belongs to: one for a page, several for a prop the community, Pro and Premium grids share. */
  plans: string[];
  /** Navigation labels above the entry, outermost first (in the index's language). */
  crumbs: string[];
}

/** A page of the names file: its path (with the language prefix), title, product and navigation labels. */
export type NamesFilePage = [path: string, title: string, productId: string, crumbs: string[]];

/** An entry of the names file: kind, name, its page (an index into `pages`), anchor ('' for none) and plans (space-separated). */
export type NamesFileEntry = [kind: SearchKind, name: string, page: number, anchor: string, plans: string];

/**
 * The names file: each page once, then the entries pointing at their page, so paths, products
 * and breadcrumbs are not repeated thousands of times. The browser indexes it on arrival (in
 * slices); an entry's id is its position, which the full-text index shares. It is served at one
 * address per language (`en-names.json`) and names its full-text file by content hash.
 */
export interface NamesFile {
  /** The full-text index of the same build (its file name, with its content hash). */
  text: string;
  pages: NamesFilePage[];
  entries: NamesFileEntry[];
}

/** One document of the full-text index: the words of a section (or of an API entry's description). Its id is the names entry's. */
export interface SearchText {
  id: number;
  text: string;
}

/** What the names index indexes: an entry, plus the navigation labels of pages and sections (not repeated on every API entry). */
export interface NamesDocument extends SearchEntry {
  context: string;
}

const OWNED: ReadonlySet<SearchKind> = new Set(['prop', 'member', 'slot', 'class']);

/** The entries of a names file, each with its page's path, product and breadcrumbs filled in. */
export function unpackNames(file: Pick<NamesFile, 'pages' | 'entries'>): NamesDocument[] {
  return file.entries.map(([kind, name, pageIndex, anchor, plans], id) => {
    const [path, title, productId, crumbs] = file.pages[pageIndex] ?? ['', '', '', []];
    const inside = kind !== 'page' && kind !== 'api';
    const entryCrumbs = inside ? [...crumbs, title] : crumbs;
    return {
      id,
      kind,
      name,
      owner: OWNED.has(kind) ? title : null,
      path: anchor === '' ? path : `${path}#${anchor}`,
      productId,
      plans: plans.split(' '),
      crumbs: entryCrumbs,
      context: kind === 'page' || kind === 'section' ? entryCrumbs.join(' ') : '',
    };
  });
}

export const namesIndexOptions: Options<NamesDocument> = {
  fields: ['name', 'owner', 'context'],
  storeFields: [],
  tokenize,
  processTerm: searchTerm,
};

export const textIndexOptions: Options<SearchText> = {
  fields: ['text'],
  storeFields: [],
  tokenize,
  processTerm: searchTerm,
};
