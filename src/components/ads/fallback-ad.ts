import { AD_FALLBACK_FETCH_MAX_TRIES } from './ad-constants';

/** An ad record as the ad server returns it. Every field is untrusted. */
export interface FetchedAd {
  company: string;
  description: string;
  image: string;
  statlink: string;
  statimp: string | null;
  pixel: string | null;
  timestamp: string | null;
}

/** Only http(s) URLs are ever used from the ad server's answer. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The first usable ad of an answer `{ ads: [...] }`: a non-empty record with a valid click link.
 * Text fields are kept as plain text (rendered escaped), URLs only when http(s).
 */
export function pickUsableAd(answer: unknown): FetchedAd | null {
  const ads = (answer as { ads?: unknown } | null)?.ads;
  if (!Array.isArray(ads)) return null;
  for (const candidate of ads) {
    if (typeof candidate !== 'object' || candidate === null || Object.keys(candidate).length === 0) continue;
    const record = candidate as Record<string, unknown>;
    const statlink = safeUrl(record.statlink);
    if (!statlink) continue;
    return {
      company: text(record.company),
      description: text(record.description),
      image: safeUrl(record.image) ?? '',
      statlink,
      statimp: safeUrl(record.statimp),
      pixel: typeof record.pixel === 'string' ? record.pixel : null,
      timestamp:
        typeof record.timestamp === 'string' || typeof record.timestamp === 'number' ? String(record.timestamp) : null,
    };
  }
  return null;
}

/** The impression pixels a record asks for: `||`-separated URLs, `[timestamp]` filled in. */
export function impressionPixels(ad: FetchedAd): string[] {
  const pixels = (ad.pixel ?? '')
    .split('||')
    .map((pixel) => safeUrl(pixel.trim().replace('[timestamp]', ad.timestamp ?? '')))
    .filter((url): url is string => url !== null);
  return ad.statimp ? [ad.statimp, ...pixels] : pixels;
}

export type FetchResult =
  | { status: 'ad'; ad: FetchedAd; tries: number }
  | { status: 'none'; tries: number; reason: 'empty' | 'failed' };

/**
 * Fetches the ad list until it holds a usable ad, at most 10 times. A network error (an ad
 * blocker, offline) or an answer that is not JSON stops at once with no ad.
 */
export async function fetchFallbackAd(
  url: string,
  fetchImpl: typeof fetch = fetch,
  maxTries = AD_FALLBACK_FETCH_MAX_TRIES,
): Promise<FetchResult> {
  for (let tries = 1; tries <= maxTries; tries += 1) {
    let answer: unknown;
    try {
      const response = await fetchImpl(url, { credentials: 'omit' });
      if (!response.ok) return { status: 'none', tries, reason: 'failed' };
      answer = await response.json();
    } catch {
      return { status: 'none', tries, reason: 'failed' };
    }
    const ad = pickUsableAd(answer);
    if (ad) return { status: 'ad', ad, tries };
  }
  return { status: 'none', tries: maxTries, reason: 'empty' };
}
