import type { Language } from './languages';
import { en, type TranslationKey } from './translations/en';
import { zh } from './translations/zh';

export type { TranslationKey };

const TABLES: Record<Language, Record<TranslationKey, string>> = { en, zh };

export type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;

/** Fills `{name}` placeholders; unknown ones stay as they are. */
export function fillPlaceholders(text: string, values?: Record<string, string | number>): string {
  return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match)) : text;
}

/** Looks a key up in a language's table and fills `{name}` placeholders. */
export function createTranslate(lang: Language): Translate {
  const table = TABLES[lang];
  return (key, values) => fillPlaceholders(table[key], values);
}
