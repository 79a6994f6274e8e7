import * as React from 'react';
import type { Language } from './languages';
import { createTranslate, type Translate } from './translate';

interface LanguageContextValue {
  lang: Language;
  t: Translate;
}

const LanguageContext = React.createContext<LanguageContextValue | null>(null);

/** The language of the current page and its UI strings. Set per page by `wrapPageElement`. */
export function LanguageProvider({ lang, children }: { lang: Language; children: React.ReactNode }) {
  const value = React.useMemo(() => ({ lang, t: createTranslate(lang) }), [lang]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

function useLanguageContext(): LanguageContextValue {
  const value = React.useContext(LanguageContext);
  if (value === null) {
    throw new Error(
      'Could not find the page language; please ensure the component is wrapped in a <LanguageProvider>.',
    );
  }
  return value;
}

export function useLanguage(): Language {
  return useLanguageContext().lang;
}

export function useTranslate(): Translate {
  return useLanguageContext().t;
}
