/**
 * The languages the content is written in. English is the default: it has no URL prefix and
 * every page exists in it; every other language is a two-letter prefix before `/x/...` and
 * falls back to English where a page or label has no translation.
 */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** The languages that translate the English text. */
export type TranslatedLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;

/**
 * A label's text in the translated languages, beside its English text (as Starlight's sidebar
 * `translations`). A missing language falls back to English and is reported by the build.
 */
export type LabelTranslations = Readonly<Partial<Record<TranslatedLanguage, string>>>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
