import MiniSearch from 'minisearch';
import type { Language } from '../../i18n/languages';
import { indexNamesInSlices, type SearchIndexes } from '../../lib/search/search-engine';
import { textIndexOptions, type NamesFile, type SearchText } from '../../lib/search/search-index-model';
import { SEARCH_INDEX_DIR } from '../../lib/search/search-paths';
import { forgetNamesFile, namesFileUrl, requestNamesFile } from './names-request';

function problem(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function readJson(url: string, request: Promise<Response>): Promise<unknown> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new Error(`${url}: no connection`);
  }
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new Error(`${url}: not valid JSON`);
  }
}

function readNamesFile(url: string, value: unknown): NamesFile {
  const file = value as Partial<NamesFile> | null;
  if (typeof file?.text !== 'string' || !Array.isArray(file.pages) || !Array.isArray(file.entries)) {
    throw new Error(`${url}: not a names file (it needs "text", "pages" and "entries")`);
  }
  return file as NamesFile;
}

async function loadNames(lang: Language): Promise<{ indexes: Omit<SearchIndexes, 'text'>; textFile: string }> {
  const url = namesFileUrl(lang);
  const file = readNamesFile(url, await readJson(url, requestNamesFile(lang)));
  try {
    return { indexes: await indexNamesInSlices(file), textFile: file.text };
  } catch (error) {
    throw new Error(`${url}: could not be indexed (${problem(error)})`);
  }
}

async function loadText(url: string): Promise<MiniSearch<SearchText>> {
  const json = await readJson(url, fetch(url));
  try {
    // Loads in slices, yielding to the browser between them: no long task while the reader types.
    return await MiniSearch.loadJSAsync<SearchText>(
      json as Parameters<typeof MiniSearch.loadJSAsync>[0],
      textIndexOptions,
    );
  } catch (error) {
    throw new Error(`${url}: not a search index (${problem(error)})`);
  }
}

const loads = new Map<Language, { names: Promise<SearchIndexes>; full: Promise<SearchIndexes> }>();

/**
 * Loads a language's indexes once per page life: the names file (asked of the network first, so
 * it is the current deploy's), indexed in slices, then the full-text index it names by content
 * hash, so one deploy's names never meet another's text. A failed load is forgotten, so the
 * reader can try again.
 */
export function loadSearchIndexes(lang: Language): { names: Promise<SearchIndexes>; full: Promise<SearchIndexes> } {
  const known = loads.get(lang);
  if (known) return known;
  const loaded = loadNames(lang);
  const names = loaded.then(({ indexes }) => ({ ...indexes, text: null }));
  const full = loaded.then(async ({ indexes, textFile }) => ({
    ...indexes,
    text: await loadText(`${SEARCH_INDEX_DIR}${textFile}`),
  }));
  const load = { names, full };
  loads.set(lang, load);
  full.catch(() => {
    loads.delete(lang);
    forgetNamesFile(lang);
  });
  return load;
}
