import createCache, { type EmotionCache } from '@emotion/cache';

/** Cache keys from the specification: `css` for left-to-right, `rtl` for right-to-left. */
export const CACHE_KEYS = { ltr: 'css', rtl: 'rtl' } as const;

let rtlCache: Promise<EmotionCache> | null = null;

/**
 * The right-to-left cache flips every left/right style of Material UI's components. Its stylis
 * plugins load only when a reader first switches direction.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlCache ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(
    ([{ prefixer }, { default: rtlPlugin }]) =>
      createCache({ key: CACHE_KEYS.rtl, prepend: true, stylisPlugins: [prefixer, rtlPlugin] }),
  );
  return rtlCache;
}
