import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from './theme-reducer';

/** Cache keys from the specification: `css` for left-to-right, `rtl` for right-to-left. */
export const CACHE_KEYS: Record<Direction, string> = { ltr: 'css', rtl: 'rtl' };

let browserLtrCache: EmotionCache | null = null;
let browserRtlCache: Promise<EmotionCache> | null = null;

/**
 * The left-to-right cache. In the browser one lives for the whole session; on the server each
 * page render needs a fresh one, otherwise styles inserted for one page are skipped on the next.
 */
export function getLtrCache(): EmotionCache {
  if (typeof window === 'undefined') {
    return createCache({ key: CACHE_KEYS.ltr, prepend: true });
  }
  browserLtrCache ??= createCache({ key: CACHE_KEYS.ltr, prepend: true });
  return browserLtrCache;
}

/**
 * The right-to-left cache flips every left/right style. Its stylis plugins are loaded only when
 * a reader first switches direction, so they cost nothing on an ordinary visit.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  browserRtlCache ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(
    ([{ prefixer }, { default: rtlPlugin }]) =>
      createCache({ key: CACHE_KEYS.rtl, prepend: true, stylisPlugins: [prefixer, rtlPlugin] }),
  );
  return browserRtlCache;
}
