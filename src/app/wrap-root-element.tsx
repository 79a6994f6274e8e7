import '../styles/global.css';
import '../styles/code-tokens.css';
import type { GatsbyBrowser } from 'gatsby';
import { CodePreferencesProvider } from '../components/code/CodePreferencesProvider';

type WrapRootElement = NonNullable<GatsbyBrowser['wrapRootElement']>;

/**
 * The root of the provider stack, created once and kept for the whole visit: preferences that
 * do not depend on the page. Per-page providers (theme, language, frame) are in wrapPageElement.
 */
export const wrapRootElement: WrapRootElement = ({ element }) => <CodePreferencesProvider>{element}</CodePreferencesProvider>;
