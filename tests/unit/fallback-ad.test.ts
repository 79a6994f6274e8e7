/**
 * @jest-environment node
 */
import { fetchFallbackAd, impressionPixels, pickUsableAd, safeUrl } from '../../src/components/ads/fallback-ad';

const GOOD = {
  company: 'Acme',
  description: 'Ship faster.',
  image: 'https://cdn.example.com/a.png',
  statlink: 'https://srv.example.com/click?x=1',
  statimp: 'https://srv.example.com/imp',
  pixel: 'https://p.example.com/a?t=[timestamp]||javascript:alert(1)||https://p.example.com/b',
  timestamp: '1700000000',
};

function answer(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

function fakeFetch(...responses: Array<Response | Error>) {
  const calls: string[] = [];
  const impl = jest.fn(async (url: RequestInfo | URL) => {
    calls.push(String(url));
    const next = responses[Math.min(calls.length - 1, responses.length - 1)];
    if (next instanceof Error) throw next;
    return (next as Response).clone();
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

describe('safeUrl', () => {
  it('keeps http and https URLs only', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('http://a.example/')).toBe('http://a.example/');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeUrl('/relative')).toBeNull();
    expect(safeUrl(42)).toBeNull();
  });
});

describe('pickUsableAd', () => {
  it('takes the first non-empty record with a valid click link', () => {
    const ad = pickUsableAd({ ads: [{}, { company: 'No link' }, { ...GOOD, statlink: 'javascript:void 0' }, GOOD] });
    expect(ad?.company).toBe('Acme');
    expect(ad?.statlink).toBe(GOOD.statlink);
  });

  it('keeps markup as plain text and drops unsafe image URLs', () => {
    const ad = pickUsableAd({ ads: [{ ...GOOD, company: '<img src=x onerror=alert(1)>', image: 'javascript:x' }] });
    expect(ad?.company).toBe('<img src=x onerror=alert(1)>');
    expect(ad?.image).toBe('');
  });

  it.each([null, 'text', { ads: 'nope' }, { ads: [] }, { ads: [{}, {}] }, { nothing: true }])(
    'finds no ad in %p',
    (value) => {
      expect(pickUsableAd(value)).toBeNull();
    },
  );
});

describe('impressionPixels', () => {
  it('lists the impression link and the safe pixels with the timestamp filled in', () => {
    const ad = pickUsableAd({ ads: [GOOD] });
    expect(ad && impressionPixels(ad)).toEqual([
      'https://srv.example.com/imp',
      'https://p.example.com/a?t=1700000000',
      'https://p.example.com/b',
    ]);
  });
});

describe('fetchFallbackAd', () => {
  it('returns the first usable ad', async () => {
    const { impl, calls } = fakeFetch(answer(JSON.stringify({ ads: [GOOD] })));
    const result = await fetchFallbackAd('http://127.0.0.1/ads.json', impl);
    expect(result).toMatchObject({ status: 'ad', tries: 1, ad: { company: 'Acme' } });
    expect(calls).toEqual(['http://127.0.0.1/ads.json']);
  });

  it('retries an empty list and succeeds when an ad arrives', async () => {
    const { impl, calls } = fakeFetch(
      answer('{"ads":[{}]}'),
      answer('{"ads":[]}'),
      answer(JSON.stringify({ ads: [GOOD] })),
    );
    await expect(fetchFallbackAd('u', impl)).resolves.toMatchObject({ status: 'ad', tries: 3 });
    expect(calls).toHaveLength(3);
  });

  it('gives up after 10 tries of empty lists', async () => {
    const { impl, calls } = fakeFetch(answer('{"ads":[{}]}'));
    await expect(fetchFallbackAd('u', impl)).resolves.toEqual({ status: 'none', tries: 10, reason: 'empty' });
    expect(calls).toHaveLength(10);
  });

  it('stops at once on an answer that is not JSON', async () => {
    const { impl, calls } = fakeFetch(answer('<html>garbage</html>'));
    await expect(fetchFallbackAd('u', impl)).resolves.toEqual({ status: 'none', tries: 1, reason: 'failed' });
    expect(calls).toHaveLength(1);
  });

  it('stops at once on a server error', async () => {
    const { impl, calls } = fakeFetch(answer('{"ads":[]}', 500));
    await expect(fetchFallbackAd('u', impl)).resolves.toEqual({ status: 'none', tries: 1, reason: 'failed' });
    expect(calls).toHaveLength(1);
  });

  it('stops at once on a network error', async () => {
    const { impl, calls } = fakeFetch(new TypeError('Failed to fetch'));
    await expect(fetchFallbackAd('u', impl)).resolves.toEqual({ status: 'none', tries: 1, reason: 'failed' });
    expect(calls).toHaveLength(1);
  });
});
