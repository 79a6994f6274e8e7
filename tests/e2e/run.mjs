/**
 * Browser tests against the built site. Run `npm run build:test` first: it builds the site with
 * every outside service pointed at the loopback fakes these tests start (a plain `npm run build`
 * would make the pages call the real services). One `gatsby serve` and one Debian Chromium serve
 * every suite; node's test runner reports the results.
 */
import './support/context.mjs';
import './suites/pages.mjs';
import './suites/navigation.mjs';
import './suites/language.mjs';
import './suites/theme.mjs';
import './suites/demos.mjs';
import './suites/accessibility.mjs';
import './suites/api.mjs';
import './suites/ads-analytics.mjs';
import './suites/offline.mjs';
