import type { GatsbyBrowser } from 'gatsby';
import { PRODUCT_CATEGORY } from '../config/library';
import { AnalyticsProvider } from '../components/analytics/AnalyticsProvider';
import { AppFrame } from '../components/layout/AppFrame';
import { ThemeProvider } from '../components/theme/ThemeProvider';
import { LanguageProvider } from '../i18n/LanguageProvider';
import type { SitePageContext } from '../lib/page-context';
import { parsePagePath } from '../lib/paths';

type WrapPageElement = NonNullable<GatsbyBrowser['wrapPageElement']>;

/**
 * The per-page part of the provider stack: Theme → Language → Analytics → Frame. Rendered around
 * every page with the same element types, so React keeps the frame (drawer state, theme state)
 * mounted across navigations. The playground gets nothing, not even the theme (as in the reference); so do
 * pages without a frame of their own (Gatsby's offline app shell), which render bare.
 */
export const wrapPageElement: WrapPageElement = ({ element, props }) => {
  const context = props.pageContext as Partial<SitePageContext>;
  if (context.frame === undefined || context.frame === 'none') {
    return element;
  }
  const location = parsePagePath(props.location.pathname);
  const lang = context.lang ?? location.lang;
  const pathname = context.pathname ?? location.pathname;
  const productId = context.productId ?? 'introduction';
  return (
    <ThemeProvider>
      <LanguageProvider lang={lang}>
        <AnalyticsProvider pathname={pathname} productId={productId} productCategoryId={PRODUCT_CATEGORY.id}>
          {context.frame === 'bare' ? (
            element
          ) : (
            <AppFrame pathname={pathname} productId={productId}>
              {element}
            </AppFrame>
          )}
        </AnalyticsProvider>
      </LanguageProvider>
    </ThemeProvider>
  );
};
