import type { Language } from '../../i18n/languages';
import { namesFileName, SEARCH_INDEX_DIR } from '../../lib/search/search-paths';

/** Where a language's names file is served: one address per language, always asked of the network first. */
export function namesFileUrl(lang: Language): string {
  return `${SEARCH_INDEX_DIR}${namesFileName(lang)}`;
}

const requests = new Map<Language, Promise<Response>>();

/**
 * Starts fetching a language's names file, once per page life. The search provider calls it the
 * moment the dialog opens, so the file downloads while the dialog's code does. The browser
 * revalidates it (`no-cache`): a new deploy's file, never a stale one, names the full-text file.
 */
export function requestNamesFile(lang: Language): Promise<Response> {
  let request = requests.get(lang);
  if (!request) {
    request = fetch(namesFileUrl(lang), { cache: 'no-cache' });
    // Failures reach the dialog, which reports them; this only keeps them from going unhandled.
    request.catch(() => undefined);
    requests.set(lang, request);
  }
  return request;
}

/** Forgets a failed request, so the next attempt asks again. */
export function forgetNamesFile(lang: Language): void {
  requests.delete(lang);
}
