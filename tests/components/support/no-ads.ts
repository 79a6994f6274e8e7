import type { AdConfig } from '../../../src/components/ads/AdProvider';

/** Ads off: the page keeps the ad's place and shows nothing in it. */
export const NO_ADS: AdConfig = {
  enabled: false,
  scriptUrl: null,
  serverUrl: null,
  serverName: 'Carbon',
  displayRatio: 0,
  houseAds: [],
  houseFallbackUrl: 'https://house.example/',
};
