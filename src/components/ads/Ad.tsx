import * as React from 'react';
import { AD_POLL_INTERVAL_MS, THIRD_PARTY_PLACEMENT_SELECTOR } from './ad-constants';
import { chooseAd, chooseShape, INITIAL_PLACEMENT, recordPoll, shouldKeepPolling } from './ad-decision';
import { AdAppeal } from './AdAppeal';
import { AdDisplay } from './AdDisplay';
import { useAdConfig } from './AdProvider';
import { AdThirdParty } from './AdThirdParty';
import { useAdDisplayEvent } from './use-ad-display-event';

const PLACEMENT = 'body-top';

/**
 * The ad under a page's description (rendered only in the browser, after mount). It loads the
 * third-party script and checks every 500 ms, up to 30 times, whether its placement appeared.
 * After more than 6 tries without it the ad counts as blocked: the reader sees our appeal (1 in 5)
 * or one of our in-house ads. The third party's own house ad is replaced by one of ours.
 */
export function Ad() {
  const config = useAdConfig();
  // Drawn once per mount, in the browser: appeal or in-house, which in-house ad, layout, sampling.
  const [random] = React.useState(() => [Math.random(), Math.random(), Math.random(), Math.random()] as const);
  const [placement, setPlacement] = React.useState(INITIAL_PLACEMENT);
  const hasThirdParty = config.scriptUrl !== null;

  React.useEffect(() => {
    if (!hasThirdParty) return undefined;
    let timer = 0;
    let state = INITIAL_PLACEMENT;
    const poll = () => {
      const element = document.querySelector(THIRD_PARTY_PLACEMENT_SELECTOR);
      const link = element?.querySelector('a')?.getAttribute('href') ?? '';
      state = recordPoll(state, element !== null, link.startsWith(config.houseFallbackUrl));
      setPlacement(state);
      if (shouldKeepPolling(state)) timer = window.setTimeout(poll, AD_POLL_INTERVAL_MS);
    };
    poll();
    return () => window.clearTimeout(timer);
  }, [hasThirdParty, config.houseFallbackUrl]);

  const shape = chooseShape(random[2]);
  const choice = chooseAd(placement, [random[0], random[1]], config.houseAds.length, hasThirdParty);
  const label =
    choice.kind === 'third-party'
      ? placement.present
        ? `carbon-${PLACEMENT}-${shape}`
        : null
      : choice.kind === 'appeal'
        ? `in-house-adblock-${PLACEMENT}-${shape}`
        : `${choice.reason === 'house-fallback' ? 'in-house-carbon' : 'in-house'}-${PLACEMENT}-${shape}`;
  useAdDisplayEvent(label, config.displayRatio, random[3]);

  // The third party's container stays mounted (hidden while ours shows) so that a script that
  // loads late can still draw its placement, which un-blocks the ad.
  const thirdParty = config.scriptUrl ? (
    <AdThirdParty scriptUrl={config.scriptUrl} hidden={choice.kind !== 'third-party'} />
  ) : null;
  if (choice.kind === 'third-party') {
    return thirdParty;
  }
  const ad = choice.kind === 'in-house' ? config.houseAds[choice.index] : undefined;
  return (
    <>
      {thirdParty}
      {choice.kind === 'appeal' ? (
        <AdAppeal label={label ?? ''} />
      ) : ad ? (
        <AdDisplay ad={ad} shape={shape} adLabel={label ?? ''} />
      ) : null}
    </>
  );
}
