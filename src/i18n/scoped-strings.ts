import * as React from 'react';
import type { Language } from './languages';
import { useLanguage } from './LanguageProvider';
import { fillPlaceholders } from './translate';

export type StringsOf<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

/**
 * UI strings that belong to one feature (the API pages, the demo container) rather than to the
 * frame: each feature keeps its table beside its components, so a page loads only the strings
 * it shows. The frame's strings stay in `translations/`.
 */
export function defineStrings<Key extends string>(tables: Record<Language, Record<Key, string>>) {
  const stringsFor =
    (lang: Language): StringsOf<Key> =>
    (key, values) =>
      fillPlaceholders(tables[lang][key], values);
  const useStrings = (): StringsOf<Key> => {
    const lang = useLanguage();
    return React.useMemo(() => stringsFor(lang), [lang]);
  };
  return { useStrings, stringsFor };
}
