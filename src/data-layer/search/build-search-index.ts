import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import { textIndexOptions, type NamesFile, type SearchText } from '../../lib/search/search-index-model';
import { namesFileName } from '../../lib/search/search-paths';
import type { SearchDocuments } from './search-documents';

/** A file of the index and its contents. */
export interface IndexFile {
  fileName: string;
  json: string;
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/**
 * One language's two files. The full text is a serialised MiniSearch index (too much text to
 * index on arrival), named by its content hash. The names file is served at one address per
 * language (`en-names.json`, always asked of the network first) and names that full-text file,
 * so a reader's two files always come from one build; the browser indexes its few thousand short
 * entries on arrival, faster than it would load a serialised index several times the size.
 */
export function buildSearchIndex(lang: string, documents: SearchDocuments): { names: IndexFile; text: IndexFile } {
  const index = new MiniSearch<SearchText>(textIndexOptions);
  index.addAll(documents.texts);
  const textJson = JSON.stringify(index);
  const text = { fileName: `${lang}-text.${contentHash(textJson)}.json`, json: textJson };
  const names: NamesFile = { text: text.fileName, ...documents.names };
  return { names: { fileName: namesFileName(lang), json: JSON.stringify(names) }, text };
}
