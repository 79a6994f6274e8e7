import type { Language } from '../../i18n/languages';

/** Theme fragments that translate the texts Material UI and MUI X components draw themselves. */
export type DemoLocales = readonly object[];

/** English: the components' defaults. */
export const NO_LOCALES: DemoLocales = [];

/**
 * The locales of a page's language, if they can be had without waiting: at once in English; in
 * Chinese only on the server, whose renderer gets `demo-locales.server.ts` in place of this
 * module (see src/data-layer/webpack-config.ts), so the server's markup is already in Chinese.
 * In the browser the Chinese texts load on first use, and English pages never load them.
 */
export function demoLocalesNow(lang: Language): DemoLocales | null {
  return lang === 'zh' ? null : NO_LOCALES;
}

export function loadDemoLocales(lang: Language): Promise<DemoLocales> {
  return lang === 'zh'
    ? import(/* webpackChunkName: "demo-locales-zh" */ './demo-locales-zh').then((module) => module.ZH_CN_DEMO_LOCALES)
    : Promise.resolve(NO_LOCALES);
}
