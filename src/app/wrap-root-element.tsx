import '../styles/global.css';
import '../styles/code-tokens.css';
// The content's stylesheet, which guide pages, API pages and the components pages import from
// their MDX all use: reached through the frame, it has one place in the site's single stylesheet
// whichever module a chunk meets first (decision 0025).
import '../components/mdx/markdown.module.css';
import type { GatsbyBrowser } from 'gatsby';
import { adConfigFromEnv, AdProvider } from '../components/ads/AdProvider';
import { CodePreferencesProvider } from '../components/code/CodePreferencesProvider';

type WrapRootElement = NonNullable<GatsbyBrowser['wrapRootElement']>;

const adConfig = adConfigFromEnv();

/**
 * The root of the provider stack, created once and kept for the whole visit: what does not
 * depend on the page — ad configuration and code preferences. Per-page providers (theme,
 * language, analytics, frame) are in wrapPageElement.
 */
export const wrapRootElement: WrapRootElement = ({ element }) => (
  <AdProvider config={adConfig}>
    <CodePreferencesProvider>{element}</CodePreferencesProvider>
  </AdProvider>
);
