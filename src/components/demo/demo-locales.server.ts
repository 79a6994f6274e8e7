import type { Language } from '../../i18n/languages';
import type { DemoLocales } from './demo-locales';
import { ZH_CN_DEMO_LOCALES } from './demo-locales-zh';

/**
 * The server renderer's `demo-locales`: every language at once, so a Chinese page's demos are
 * rendered in Chinese from the start (the browser's module loads them on demand instead).
 */
/** English: the components' defaults (this module stands in for `demo-locales`, so it says it too). */
export const NO_LOCALES: DemoLocales = [];

export function demoLocalesNow(lang: Language): DemoLocales {
  return lang === 'zh' ? ZH_CN_DEMO_LOCALES : NO_LOCALES;
}

export function loadDemoLocales(lang: Language): Promise<DemoLocales> {
  return Promise.resolve(demoLocalesNow(lang));
}
