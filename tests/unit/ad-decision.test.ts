import { AD_POLL_MAX_TRIES, isBotUserAgent } from '../../src/components/ads/ad-constants';
import {
  chooseAd,
  chooseShape,
  INITIAL_PLACEMENT,
  isBlocked,
  recordPoll,
  shouldKeepPolling,
  type PlacementState,
} from '../../src/components/ads/ad-decision';

function pollMissing(times: number): PlacementState {
  let state = INITIAL_PLACEMENT;
  for (let index = 0; index < times; index += 1) state = recordPoll(state, false, false);
  return state;
}

describe('ad placement polling', () => {
  it('is not blocked after six tries and is blocked from the seventh', () => {
    expect(isBlocked(pollMissing(6))).toBe(false);
    expect(isBlocked(pollMissing(7))).toBe(true);
  });

  it('keeps polling a missing placement up to 30 tries, then stops', () => {
    expect(shouldKeepPolling(pollMissing(29))).toBe(true);
    expect(shouldKeepPolling(pollMissing(AD_POLL_MAX_TRIES))).toBe(false);
  });

  it('stops polling as soon as the placement is present', () => {
    expect(shouldKeepPolling(recordPoll(pollMissing(2), true, false))).toBe(false);
  });

  it('un-blocks when the placement appears late', () => {
    const late = recordPoll(pollMissing(12), true, false);
    expect(isBlocked(late)).toBe(false);
    expect(chooseAd(late, [0, 0], 4, true)).toEqual({ kind: 'third-party' });
  });

  it('only counts a house fallback when the placement is present', () => {
    expect(recordPoll(INITIAL_PLACEMENT, false, true).houseFallback).toBe(false);
    expect(recordPoll(INITIAL_PLACEMENT, true, true).houseFallback).toBe(true);
  });
});

describe('chooseAd', () => {
  const blocked = pollMissing(7);

  it('shows the third-party slot while it is still loading', () => {
    expect(chooseAd(pollMissing(3), [0.1, 0.5], 4, true)).toEqual({ kind: 'third-party' });
  });

  it('shows the ad-block appeal with probability 0.2 when blocked', () => {
    expect(chooseAd(blocked, [0, 0.5], 4, true)).toEqual({ kind: 'appeal' });
    expect(chooseAd(blocked, [0.1999, 0.5], 4, true)).toEqual({ kind: 'appeal' });
    expect(chooseAd(blocked, [0.2, 0.5], 4, true)).toEqual({ kind: 'in-house', index: 2, reason: 'blocked' });
  });

  it('gives every in-house ad a share of the draws and never indexes past the list', () => {
    const indexes = [0, 0.25, 0.5, 0.75, 0.9999].map((draw) => chooseAd(blocked, [0.9, draw], 4, true));
    expect(indexes.map((choice) => (choice.kind === 'in-house' ? choice.index : -1))).toEqual([0, 1, 2, 3, 3]);
  });

  it("replaces the third party's own house ad with one of ours", () => {
    const fallback = recordPoll(INITIAL_PLACEMENT, true, true);
    expect(chooseAd(fallback, [0, 0], 4, true)).toEqual({ kind: 'in-house', index: 0, reason: 'house-fallback' });
  });

  it('shows an in-house ad at once when no third-party script is configured', () => {
    expect(chooseAd(INITIAL_PLACEMENT, [0, 0.3], 4, false)).toEqual({
      kind: 'in-house',
      index: 1,
      reason: 'no-third-party',
    });
  });
});

describe('chooseShape', () => {
  it('uses the inline layout 20 % of the time', () => {
    expect(chooseShape(0)).toBe('inline');
    expect(chooseShape(0.1999)).toBe('inline');
    expect(chooseShape(0.2)).toBe('image');
    expect(chooseShape(0.99)).toBe('image');
  });
});

describe('isBotUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Screaming Frog SEO Spider/19.0',
    'some-crawler/1.0',
  ])('recognises %s', (agent) => {
    expect(isBotUserAgent(agent)).toBe(true);
  });

  it('lets browsers through', () => {
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
