import type { Language } from '../../content/languages';

// The language codes are content data (content/languages.ts); this module adds what the site
// needs to present each one.
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../content/languages';

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
