import { readStorage, writeStorage } from '../../lib/storage';

/** localStorage key of the reader's recent searches (a JSON array of queries, newest first). */
export const RECENT_SEARCHES_KEY = 'mui-x-docs-recent-searches';

const LIMIT = 6;

/** The recent queries; a value that is not a list of strings (edited by hand, an old format) reads as none. */
export function readRecentSearches(): string[] {
  const stored = readStorage(RECENT_SEARCHES_KEY);
  if (stored === null) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts a query first (once), keeping the newest few. */
export function addRecentSearch(query: string): string[] {
  const trimmed = query.trim();
  if (trimmed === '') return readRecentSearches();
  const next = [trimmed, ...readRecentSearches().filter((item) => item !== trimmed)].slice(0, LIMIT);
  writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next));
  return next;
}

export function clearRecentSearches(): void {
  writeStorage(RECENT_SEARCHES_KEY, JSON.stringify([]));
}
