import type { GatsbyBrowser } from 'gatsby';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import type { SitePageContext } from '../lib/page-context';
import { parsePagePath } from '../lib/paths';
import { AppFrame } from '../components/layout/AppFrame';
import { ThemeProvider } from '../components/theme/ThemeProvider';

type WrapPageElement = NonNullable<GatsbyBrowser['wrapPageElement']>;

/**
 * The per-page part of the provider stack: Theme → Language → Frame. Rendered around every page
 * with the same element types, so React keeps the frame (drawer state, theme state) mounted
 * across navigations. The playground gets nothing, not even the theme (spec §2).
 */
export const wrapPageElement: WrapPageElement = ({ element, props }) => {
  const context = props.pageContext as Partial<SitePageContext>;
  if (context.frame === 'none') {
    return element;
  }
  const location = parsePagePath(props.location.pathname);
  const lang = context.lang ?? location.lang ?? DEFAULT_LANGUAGE;
  const pathname = context.pathname ?? location.pathname;
  return (
    <ThemeProvider>
      <LanguageProvider lang={lang}>
        {context.frame === 'bare' ? element : <AppFrame pathname={pathname} productId={context.productId ?? 'introduction'}>{element}</AppFrame>}
      </LanguageProvider>
    </ThemeProvider>
  );
};
