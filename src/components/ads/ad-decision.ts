import {
  AD_APPEAL_PROBABILITY,
  AD_BLOCKED_AFTER_TRIES,
  AD_INLINE_SHAPE_PROBABILITY,
  AD_POLL_MAX_TRIES,
} from './ad-constants';

/** What the polling has seen so far. */
export interface PlacementState {
  /** Polls made (the first check counts as 1). */
  tries: number;
  /** The third-party placement exists in the page. */
  present: boolean;
  /** The placement shows the third party's own house ad, which we replace with ours. */
  houseFallback: boolean;
}

export const INITIAL_PLACEMENT: PlacementState = { tries: 0, present: false, houseFallback: false };

/** Records one poll of the page. */
export function recordPoll(state: PlacementState, present: boolean, houseFallback: boolean): PlacementState {
  return { tries: state.tries + 1, present, houseFallback: present && houseFallback };
}

/** Polling continues while the placement is missing, up to the limit (it may still appear late). */
export function shouldKeepPolling(state: PlacementState): boolean {
  return !state.present && state.tries < AD_POLL_MAX_TRIES;
}

/** Blocked: more than six tries and still no placement. A later appearance un-blocks it. */
export function isBlocked(state: PlacementState): boolean {
  return !state.present && state.tries > AD_BLOCKED_AFTER_TRIES;
}

export type AdChoice =
  /** Keep showing the third-party slot while its script loads. */
  | { kind: 'third-party' }
  | { kind: 'in-house'; index: number; reason: 'blocked' | 'house-fallback' | 'no-third-party' }
  | { kind: 'appeal' };

/**
 * What to show. `random` holds two numbers in [0, 1) drawn once per mount: the first picks the
 * appeal over an in-house ad (probability 0.2) when blocked, the second which in-house ad.
 */
export function chooseAd(
  state: PlacementState,
  random: readonly [number, number],
  houseAdCount: number,
  hasThirdParty: boolean,
): AdChoice {
  const inHouseIndex = Math.min(houseAdCount - 1, Math.floor(houseAdCount * random[1]));
  if (!hasThirdParty) {
    return { kind: 'in-house', index: inHouseIndex, reason: 'no-third-party' };
  }
  if (state.present && state.houseFallback) {
    return { kind: 'in-house', index: inHouseIndex, reason: 'house-fallback' };
  }
  if (isBlocked(state)) {
    return random[0] < AD_APPEAL_PROBABILITY
      ? { kind: 'appeal' }
      : { kind: 'in-house', index: inHouseIndex, reason: 'blocked' };
  }
  return { kind: 'third-party' };
}

export type AdShape = 'inline' | 'image';

/** Inline layout 20 % of the time, image layout otherwise. */
export function chooseShape(random: number): AdShape {
  return random < AD_INLINE_SHAPE_PROBABILITY ? 'inline' : 'image';
}
