import type { Language } from '../../i18n/languages';
import { toPagePath } from '../../lib/paths';

/** How a Markdown copy writes links: absolute, to the site origin, in the page's language. */
export interface LinkContext {
  siteUrl: string;
  lang: Language;
  /** The page's own URL path, for links to an anchor of the same page (`#props`). */
  pagePath: string;
}

/**
 * A link of the site's content or API text as an absolute URL: `/x/react-charts/axis/#ticks`
 * becomes `https://site/zh/x/react-charts/axis/#ticks` on a Chinese page; a same-page anchor
 * gets the page's URL; other sites' links stay as they are.
 */
export function absoluteLink(url: string, context: LinkContext): string {
  if (url.startsWith('#')) return `${context.siteUrl}${context.pagePath}${url}`;
  if (url.startsWith('/x/')) return `${context.siteUrl}${toPagePath(url, context.lang)}`;
  if (url.startsWith('/')) return `${context.siteUrl}${url}`;
  return url;
}
