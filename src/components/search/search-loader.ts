import MiniSearch from 'minisearch';
import type { Language } from '../../i18n/languages';
import { indexNamesInSlices, type SearchIndexes } from '../../lib/search/search-engine';
import {
  SEARCH_INDEX_DIR,
  textIndexOptions,
  type NamesFile,
  type SearchManifest,
  type SearchText,
} from '../../lib/search/search-index-model';

/** Why an index did not load, named for the reader (and the console). */
export class SearchLoadError extends Error {}

async function fetchJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new SearchLoadError(`${url}: no connection`);
  }
  if (!response.ok) throw new SearchLoadError(`${url}: HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new SearchLoadError(`${url}: not valid JSON`);
  }
}

function readManifest(value: unknown, lang: Language): { names: string; text: string } {
  const files = (value as Partial<SearchManifest> | null)?.languages?.[lang];
  if (typeof files?.names !== 'string' || typeof files.text !== 'string') {
    throw new SearchLoadError(`${SEARCH_INDEX_DIR}manifest.json: no index files for "${lang}"`);
  }
  return files;
}

function problem(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function loadNames(url: string): Promise<Omit<SearchIndexes, 'text'>> {
  const file = (await fetchJson(url)) as Partial<NamesFile> | null;
  if (!Array.isArray(file?.pages) || !Array.isArray(file.entries)) {
    throw new SearchLoadError(`${url}: not a names file (it needs "pages" and "entries" lists)`);
  }
  try {
    return await indexNamesInSlices(file as NamesFile);
  } catch (error) {
    throw new SearchLoadError(`${url}: could not be indexed (${problem(error)})`);
  }
}

async function loadText(url: string): Promise<MiniSearch<SearchText>> {
  const json = await fetchJson(url);
  try {
    // Loads in slices, yielding to the browser between them: no long task while the reader types.
    return await MiniSearch.loadJSAsync<SearchText>(
      json as Parameters<typeof MiniSearch.loadJSAsync>[0],
      textIndexOptions,
    );
  } catch (error) {
    throw new SearchLoadError(`${url}: not a search index (${problem(error)})`);
  }
}

const loads = new Map<Language, { names: Promise<SearchIndexes>; full: Promise<SearchIndexes> }>();

/**
 * Loads a language's indexes once per page life: the manifest (always asked of the network
 * first, so it names the current deploy's files), then the names index, then the full text. Both
 * files come from the same manifest, so one deploy's index is never mixed with another's.
 * A failed load is forgotten, so the reader can try again.
 */
export function loadSearchIndexes(lang: Language): { names: Promise<SearchIndexes>; full: Promise<SearchIndexes> } {
  const known = loads.get(lang);
  if (known) return known;
  const files = fetchJson(`${SEARCH_INDEX_DIR}manifest.json`).then((manifest) => readManifest(manifest, lang));
  const names = files.then(async ({ names: file }) => ({
    ...(await loadNames(`${SEARCH_INDEX_DIR}${file}`)),
    text: null,
  }));
  const full = Promise.all([names, files]).then(async ([loaded, { text: file }]) => ({
    ...loaded,
    text: await loadText(`${SEARCH_INDEX_DIR}${file}`),
  }));
  const load = { names, full };
  loads.set(lang, load);
  full.catch(() => loads.delete(lang));
  return load;
}
