import * as React from 'react';
import { createRequiredContext } from '../lib/required-context';
import type { Language } from './languages';
import { createTranslate, type Translate } from './translate';

interface LanguageContextValue {
  lang: Language;
  t: Translate;
}

const [LanguageContext, useLanguageContext] = createRequiredContext<LanguageContextValue>(
  'LanguageProvider',
  'the page language',
);

/** The language of the current page and its UI strings. Set per page by `wrapPageElement`. */
export function LanguageProvider({ lang, children }: { lang: Language; children: React.ReactNode }) {
  const value = React.useMemo(() => ({ lang, t: createTranslate(lang) }), [lang]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): Language {
  return useLanguageContext().lang;
}

export function useTranslate(): Translate {
  return useLanguageContext().t;
}
