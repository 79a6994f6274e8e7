import type { Language } from './languages';
import { en, type TranslationKey } from './translations/en';
import { zh } from './translations/zh';

export type { TranslationKey };

const TABLES: Record<Language, Record<TranslationKey, string>> = { en, zh };

export type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;

/** Looks a key up in a language's table and fills `{name}` placeholders. */
export function createTranslate(lang: Language): Translate {
  const table = TABLES[lang];
  return (key, values) => {
    const text = table[key];
    return values ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match)) : text;
  };
}
