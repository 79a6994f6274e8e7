import type { GatsbySSR, RenderBodyArgs } from 'gatsby';
import type { SitePageContext } from '../lib/page-context';
import { siteConfig } from '../config/site-config';
import { LANGUAGE_INFO } from '../i18n/languages';
import { parsePagePath } from '../lib/paths';
import { analyticsBootstrapScript } from '../components/analytics/gtag';
import { codePreferenceScript } from '../components/code/code-preferences';
import { colorSchemeScript, COLOR_SCHEME_ATTRIBUTE, THEME_COLORS } from '../components/theme/mode-preference';
import { designTokenStylesheet } from '../components/theme/css-variables';
import { webFontStylesheet, webFontUrl } from '../components/theme/web-fonts';
import { APP_SHELL_PATH } from '../lib/offline-paths';
import { IconSprite } from '../components/icons/IconSprite';
import { MAIN_CONTENT_ID } from '../components/layout/AppFrame';
import { OPEN_SEARCH_PATH } from '../lib/search/search-paths';
import { applePlatformScript } from '../components/search/SearchButton';

/**
 * Whether the page is rendered in the documentation frame (app bar, drawer, `<main>`), read from
 * its page context. The develop server renders no pages and passes no page data: false there.
 */
function hasDocsFrame(loadPageDataSync: RenderBodyArgs['loadPageDataSync'] | undefined, pathname: string): boolean {
  if (typeof loadPageDataSync !== 'function') return false;
  const { pageContext } = loadPageDataSync(pathname).result;
  return (
    typeof pageContext === 'object' &&
    pageContext !== null &&
    (pageContext as Partial<SitePageContext>).frame === 'docs'
  );
}

/**
 * What every HTML page gets outside React: `<html lang dir>`, a default colour scheme, theme-color
 * metas, the text face's preload and \`@font-face\` rules, a hold on the first paint until the frame is parsed, the pre-paint script that applies the stored colour mode and code variant before
 * anything is drawn, and the icon sprite.
 */
export const onRenderBody: NonNullable<GatsbySSR['onRenderBody']> = ({
  pathname,
  loadPageDataSync,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  const { lang } = parsePagePath(pathname);
  // `lang` is also set by each page's Head, which keeps it right after client-side navigation.
  // The scheme is light until the pre-paint script below reads the stored preference.
  const htmlAttributes = { lang: LANGUAGE_INFO[lang].htmlLang, dir: 'ltr', [COLOR_SCHEME_ATTRIBUTE]: 'light' };
  setHtmlAttributes(htmlAttributes);
  setHeadComponents([
    // Analytics calls queue here from the first moment (the tag script, when configured, sends them).
    <script key="analytics-bootstrap" dangerouslySetInnerHTML={{ __html: analyticsBootstrapScript() }} />,
    // The text face, from the site itself: fetched at once, before the stylesheet that uses it is parsed.
    <link
      key="font-preload"
      rel="preload"
      href={webFontUrl('normal')}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
    <style key="web-fonts" dangerouslySetInnerHTML={{ __html: webFontStylesheet() }} />,
    // An optional extra web-font stylesheet from elsewhere.
    siteConfig.fontCssUrl ? <link key="fonts" rel="stylesheet" href={siteConfig.fontCssUrl} /> : null,
    // The browser's UI colour per OS scheme; the pre-paint script sets both to the reader's mode.
    <meta
      key="theme-color-light"
      name="theme-color"
      media="(prefers-color-scheme: light)"
      content={THEME_COLORS.light}
    />,
    <meta key="theme-color-dark" name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link
      key="search"
      rel="search"
      type="application/opensearchdescription+xml"
      title="MUI X docs"
      href={OPEN_SEARCH_PATH}
    />,
    // No first paint before the app bar and the drawer are whole: a slow connection that pauses
    // inside them would otherwise show half an app bar and move its buttons when the rest arrives.
    // Rendering starts once the main element opens. Only pages with the frame have one (not the
    // redirects, the playground, the offline shell, nor the develop server's empty shell).
    hasDocsFrame(loadPageDataSync, pathname) ? (
      <link key="expect-frame" rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
    ) : null,
    // The design tokens as CSS variables, both colour schemes included: static, so no script is needed.
    <style key="design-tokens" dangerouslySetInnerHTML={{ __html: designTokenStylesheet(COLOR_SCHEME_ATTRIBUTE) }} />,
  ]);
  setPreBodyComponents([
    // Runs before the body is parsed, so the first paint already uses the reader's mode.
    <script
      key="color-scheme"
      dangerouslySetInnerHTML={{ __html: colorSchemeScript() + codePreferenceScript() + applePlatformScript }}
    />,
    // The icons of the frame and the content components, drawn with <use> (no path data in scripts).
    <IconSprite key="icon-sprite" />,
    // The offline app shell is empty until scripts render the page; without scripts, say why.
    pathname === APP_SHELL_PATH ? (
      <noscript key="offline-shell">
        <p>
          You are offline, and this page has not been saved for offline reading. 你已离线，此页面尚未保存以供离线阅读。
        </p>
      </noscript>
    ) : null,
  ]);
};
