import * as React from 'react';
import { sendEvent } from '../analytics/gtag';
import { AD_DISPLAY_EVENT_DELAY_MS } from './ad-constants';

/**
 * Reports that an ad was displayed, for a sample of displays (`ratio`), once it has stayed on
 * screen for 2.5 s; nothing is sent if the ad goes away first.
 */
export function useAdDisplayEvent(label: string | null, ratio: number, random: number): void {
  React.useEffect(() => {
    if (label === null || random >= ratio) return undefined;
    const timer = window.setTimeout(
      () => sendEvent('ad', { eventAction: 'display', eventLabel: label }),
      AD_DISPLAY_EVENT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [label, ratio, random]);
}
