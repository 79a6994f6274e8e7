import * as React from 'react';
import type { Language } from '../../i18n/languages';
import { readStorage, subscribeStorage, writeStorage } from '../../lib/storage';

/** A reader's answer to "Was this page helpful?". */
export type FeedbackRating = 'yes' | 'no';

/**
 * localStorage key of the reader's answer for one page in one language, `"yes"` or `"no"`:
 * `docs-feedback:en:/x/introduction/installation`.
 */
export function voteKey(lang: Language, pathname: string): string {
  return `docs-feedback:${lang}:${pathname}`;
}

/** A stored answer, or null when there is none (or the stored value is not ours). */
export function parseVote(raw: string | null): FeedbackRating | null {
  return raw === 'yes' || raw === 'no' ? raw : null;
}

/**
 * The reader's stored answer for a page, kept in step with other tabs. Null on the server and in
 * the first client render, so the markup matches; the stored answer applies right after.
 */
export function useStoredVote(key: string): FeedbackRating | null {
  return parseVote(
    React.useSyncExternalStore(
      (onChange) => subscribeStorage(key, onChange),
      () => readStorage(key),
      () => null,
    ),
  );
}

export function saveVote(key: string, rating: FeedbackRating): void {
  writeStorage(key, rating);
}
