import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './theme-reducer';

/** Cache keys from the specification: `css` for left-to-right, `rtl` for right-to-left. */
export const CACHE_KEYS: Record<Direction, string> = { ltr: 'css', rtl: 'rtl' };

export function createEmotionCache(direction: Direction): EmotionCache {
  return createCache({
    key: CACHE_KEYS[direction],
    prepend: true,
    stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
  });
}

const browserCaches = new Map<Direction, EmotionCache>();

/**
 * In the browser one cache per direction lives for the whole session. On the server each page
 * render needs fresh caches, otherwise styles inserted for one page are skipped on the next.
 */
export function getEmotionCache(direction: Direction): EmotionCache {
  if (typeof window === 'undefined') {
    return createEmotionCache(direction);
  }
  let cache = browserCaches.get(direction);
  if (!cache) {
    cache = createEmotionCache(direction);
    browserCaches.set(direction, cache);
  }
  return cache;
}
