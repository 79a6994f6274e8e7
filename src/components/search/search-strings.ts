import type { Language } from '../../i18n/languages';
import type { SearchStringTable } from './strings/en';

/** The dialog's strings of each language loaded so far. */
export const loadedSearchStrings: Partial<Record<Language, SearchStringTable>> = {};

const loads = new Map<Language, Promise<SearchStringTable>>();

/**
 * Loads the search dialog's strings in one language (a chunk per language, so a page never
 * downloads the other one's). The provider starts it with the dialog's code; a failed load is
 * forgotten, so the next attempt asks again.
 */
export function loadSearchStrings(lang: Language): Promise<SearchStringTable> {
  let load = loads.get(lang);
  if (!load) {
    load = (
      lang === 'zh'
        ? import(/* webpackChunkName: "search-strings-zh" */ './strings/zh')
        : import(/* webpackChunkName: "search-strings-en" */ './strings/en')
    ).then((module) => (loadedSearchStrings[lang] = module.default));
    load.catch(() => loads.delete(lang));
    loads.set(lang, load);
  }
  return load;
}
