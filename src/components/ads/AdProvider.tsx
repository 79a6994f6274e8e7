import * as React from 'react';
import { createRequiredContext } from '../../lib/required-context';
import { siteConfig } from '../../config/site-config';
import { HOUSE_ADS, type AdEntry } from './house-ads';

export interface AdConfig {
  /** Ads render at all (production builds, or development with GATSBY_ENABLE_AD_IN_DEV). */
  enabled: boolean;
  /** The third-party ad script; without it our in-house ads show directly. */
  scriptUrl: string | null;
  /** The ad server's JSON list (the inline ad under demo code); without it that ad is off. */
  serverUrl: string | null;
  /** Name of the ad network shown under fetched ads ("ad by …"). */
  serverName: string;
  /** Share of ad displays reported to analytics. */
  displayRatio: number;
  /** Our own ads. */
  houseAds: readonly AdEntry[];
  /** Link of the third party's own house ad, which we replace with one of ours. */
  houseFallbackUrl: string;
}

/** The configuration from the build's environment (GATSBY_* variables, documented in the README). */
export function adConfigFromEnv(): AdConfig {
  return { ...siteConfig.ads, houseAds: HOUSE_ADS };
}

// The message is the public documentation's own.
const [AdConfigContext, useAdConfig] = createRequiredContext<AdConfig>('AdProvider', 'docs ad config context value');

/** Holds the ad configuration for every ad of the site. */
export function AdProvider({ config, children }: { config: AdConfig; children: React.ReactNode }) {
  return <AdConfigContext value={config}>{children}</AdConfigContext>;
}

/** The ad configuration; throws outside an `<AdProvider>`. */
export { useAdConfig };
