/**
 * The languages the site is built in. English is the default and has no URL prefix;
 * every other language is a two-letter prefix before the `/x/...` path.
 */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export interface LanguageInfo {
  code: Language;
  /** The language's own name, shown in the language menu. */
  label: string;
  /** BCP 47 tag for `<html lang>` and `hreflang`. */
  htmlLang: string;
  /** Open Graph locale. */
  ogLocale: string;
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  en: { code: 'en', label: 'English', htmlLang: 'en', ogLocale: 'en_US' },
  zh: { code: 'zh', label: '中文', htmlLang: 'zh-CN', ogLocale: 'zh_CN' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
