/** How ads are shown, as the public documentation shows them: polling, blocked detection, sampling. */
export const AD_POLL_INTERVAL_MS = 500;
export const AD_POLL_MAX_TRIES = 30;
/** After more than this many tries without the third-party placement, it counts as blocked. */
export const AD_BLOCKED_AFTER_TRIES = 6;
export const AD_APPEAL_PROBABILITY = 0.2;
export const AD_INLINE_SHAPE_PROBABILITY = 0.2;
export const AD_FALLBACK_FETCH_MAX_TRIES = 10;
export const AD_DISPLAY_EVENT_DELAY_MS = 2500;

/** Layout: image 130×100; block min-height 142 (126 from sm); 3 spacing units above and below. */
export const AD_IMAGE_WIDTH = 130;
export const AD_IMAGE_HEIGHT = 100;
export const AD_HEIGHT_MOBILE = 142;
export const AD_HEIGHT = 126;
export const AD_MARGIN_TOP = 3;
export const AD_MARGIN_BOTTOM = 3;

/** Elements a third-party ad script is known to insert. */
export const THIRD_PARTY_PLACEMENT_SELECTOR = '.ea-placement, #carbonads, .carbonads';

/** Crawler and bot user agents see no ad and cause no ad request. */
const BOT_USER_AGENT = /bot|googlebot|crawler|spider|robot|crawling/i;

export function isBotUserAgent(userAgent: string): boolean {
  return BOT_USER_AGENT.test(userAgent);
}
