import * as React from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { StringsOf } from '../../i18n/scoped-strings';
import { fillPlaceholders } from '../../i18n/translate';
import { loadSearchStrings, loadedSearchStrings } from './search-strings';
import type { SearchStringKey } from './strings/en';

/**
 * The search dialog's strings in the page's language. Until they have loaded, the component
 * suspends (the provider renders the dialog inside `Suspense`).
 */
export function useSearchStrings(): StringsOf<SearchStringKey> {
  const lang = useLanguage();
  const table = loadedSearchStrings[lang];
  const strings = React.useMemo<StringsOf<SearchStringKey> | null>(
    () => (table ? (key, values) => fillPlaceholders(table[key], values) : null),
    [table],
  );
  if (!strings) throw loadSearchStrings(lang);
  return strings;
}
