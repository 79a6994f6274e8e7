import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type LabelTranslations,
  type TranslatedLanguage,
} from '../../../content/languages';
import type { NavEntry } from '../../../content/navigation/types';

const TRANSLATED_LANGUAGES = LANGUAGES.filter((lang): lang is TranslatedLanguage => lang !== DEFAULT_LANGUAGE);

/** A label every language writes the same way (a component name such as `DataGrid`). */
export function sameInEveryLanguage(text: string): LabelTranslations {
  return Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, text]));
}

/**
 * The English label of a nav entry: its title, else its subheader, else derived from the last
 * path segment as the public reference does. From the segment, a leading `react-` and anything
 * after a dot are dropped, hyphens become spaces and the first letter is upper-cased
 * ("column-definition" → "Column definition"); under `/api/` it is PascalCased instead
 * ("data-grid" → "DataGrid"), or camelCased when it names a hook ("use-grid-api-ref").
 */
export function englishLabel(entry: Pick<NavEntry, 'pathname' | 'title' | 'subheader'>): string {
  return entry.title ?? entry.subheader ?? titleFromPathname(entry.pathname);
}

export function titleFromPathname(pathname: string): string {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (pathname.includes('/api/')) {
    const words = segment.split('-').filter(Boolean);
    const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
    return segment.startsWith('use') ? pascal.charAt(0).toLowerCase() + pascal.slice(1) : pascal;
  }
  const words = segment
    .replace(/^react-/, '')
    .replace(/\..*$/, '')
    .replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A text in every language, from its English text and translations; a missing one is English. */
export function localizedText(english: string, translations: LabelTranslations = {}): Record<Language, string> {
  const text = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    text[lang] = lang === DEFAULT_LANGUAGE ? english : (translations[lang] ?? english);
  }
  return text;
}

/** The label of a nav entry in every language. */
export function navLabels(
  entry: Pick<NavEntry, 'pathname' | 'title' | 'subheader' | 'translations'>,
): Record<Language, string> {
  return localizedText(englishLabel(entry), entry.translations);
}

interface TranslatableEntry extends Pick<NavEntry, 'pathname' | 'title' | 'subheader' | 'translations'> {
  children?: readonly TranslatableEntry[];
}

export interface MissingTranslation {
  pathname: string;
  /** The English label readers of `lang` see instead. */
  english: string;
  lang: TranslatedLanguage;
}

/** Every entry of an (expanded) tree whose label lacks a translation, in tree order. */
export function missingTranslations(tree: readonly TranslatableEntry[]): MissingTranslation[] {
  return tree.flatMap((entry) => [
    ...TRANSLATED_LANGUAGES.filter((lang) => !entry.translations?.[lang]).map((lang) => ({
      pathname: entry.pathname,
      english: englishLabel(entry),
      lang,
    })),
    ...missingTranslations(entry.children ?? []),
  ]);
}
