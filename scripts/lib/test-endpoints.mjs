/**
 * The loopback fakes the test build points the site's outside calls at: sandboxes, the ad script
 * and ad server, the analytics tag, the font stylesheet and the page-feedback service. The test build bakes these URLs in
 * (scripts/build-for-tests.mjs); the browser tests start the fakes (tests/e2e/support/fake-services.mjs), so the port is fixed.
 */
export const FAKE_PORT = Number(process.env.FAKE_SERVICES_PORT || 47391);
export const FAKE_ORIGIN = `http://127.0.0.1:${FAKE_PORT}`;

export const FAKE_PATHS = {
  adScript: '/ads/script.js',
  adServer: '/ads/list.json',
  adClick: '/ads/click',
  gtag: '/gtag/js',
  fonts: '/fonts/css',
  feedback: '/feedback',
};

export const TEST_BUILD_ENV = {
  GATSBY_CODESANDBOX_URL: `${FAKE_ORIGIN}/codesandbox/define`,
  GATSBY_STACKBLITZ_URL: `${FAKE_ORIGIN}/stackblitz/run`,
  GATSBY_AD_SCRIPT_URL: `${FAKE_ORIGIN}${FAKE_PATHS.adScript}`,
  GATSBY_AD_SERVER_URL: `${FAKE_ORIGIN}${FAKE_PATHS.adServer}`,
  GATSBY_AD_HOUSE_FALLBACK_URL: `${FAKE_ORIGIN}/ads/house`,
  // Every ad display is reported, so tests can see the event (the site's default is 10 %).
  GATSBY_AD_DISPLAY_RATIO: '1',
  GATSBY_GA_MEASUREMENT_ID: 'G-TEST0000',
  GATSBY_GTAG_ORIGIN: FAKE_ORIGIN,
  GATSBY_FONT_CSS_URL: `${FAKE_ORIGIN}${FAKE_PATHS.fonts}`,
  GATSBY_FEEDBACK_URL: `${FAKE_ORIGIN}${FAKE_PATHS.feedback}`,
  // Every session reports web vitals (the site's default is 0.01 %).
  GATSBY_WEB_VITALS_SAMPLE_RATE: '1',
  // The worker registers on localhost only; pages opened through 127.0.0.1 must not get one.
  GATSBY_SW_HOSTS: 'localhost',
};
