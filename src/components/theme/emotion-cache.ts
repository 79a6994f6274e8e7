import createCache, { type EmotionCache } from '@emotion/cache';

/** Cache keys from the specification: `css` for left-to-right, `rtl` for right-to-left. */
export const CACHE_KEYS = { ltr: 'css', rtl: 'rtl' } as const;

/**
 * A left-to-right cache for one server render. Each page needs a fresh one, otherwise styles
 * inserted for one page would be skipped on the next. In the browser emotion's default cache
 * (also keyed `css`) serves.
 */
export function createServerCache(): EmotionCache {
  return createCache({ key: CACHE_KEYS.ltr, prepend: true });
}

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
