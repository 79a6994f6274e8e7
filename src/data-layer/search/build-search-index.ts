import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import { textIndexOptions, type SearchText } from '../../lib/search/search-index-model';
import type { SearchDocuments } from './search-documents';

/** A file of the index, named by its content so an old deploy's file is never taken for a new one. */
export interface IndexFile {
  fileName: string;
  json: string;
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/**
 * One language's two files: the names file as it is (the browser indexes its few thousand short
 * entries faster than it would load a serialised index several times the size), and the full
 * text as a serialised MiniSearch index (too much text to index on arrival).
 */
export function buildSearchIndex(lang: string, documents: SearchDocuments): { names: IndexFile; text: IndexFile } {
  const text = new MiniSearch<SearchText>(textIndexOptions);
  text.addAll(documents.texts);
  const file = (kind: string, json: string): IndexFile => ({
    fileName: `${lang}-${kind}.${contentHash(json)}.json`,
    json,
  });
  return { names: file('names', JSON.stringify(documents.names)), text: file('text', JSON.stringify(text)) };
}
