import '../styles/global.css';
import '../styles/code-tokens.css';
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
