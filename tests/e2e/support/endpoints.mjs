/**
 * The loopback fakes the test build points the site's outside calls at (sandboxes; later the ad
 * server, ad script, font stylesheet and analytics). The test build bakes these URLs in
 * (scripts/build-for-tests.mjs), so the port is fixed.
 */
export const FAKE_PORT = Number(process.env.FAKE_SERVICES_PORT || 47391);
export const FAKE_ORIGIN = `http://127.0.0.1:${FAKE_PORT}`;

export const TEST_BUILD_ENV = {
  GATSBY_CODESANDBOX_URL: `${FAKE_ORIGIN}/codesandbox/define`,
  GATSBY_STACKBLITZ_URL: `${FAKE_ORIGIN}/stackblitz/run`,
};
