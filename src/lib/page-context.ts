import type { Language } from '../i18n/languages';
import type { ProductId } from '../../content/navigation/types';

/**
 * How a page is framed by `wrapPageElement`:
 * - `docs`: theme, app bar and navigation drawer (every documentation page);
 * - `bare`: theme only (redirect pages);
 * - `none`: nothing, not even the theme provider (the playground, as the spec requires).
 */
export type PageFrame = 'docs' | 'bare' | 'none';

/** Context shared by every page the site creates. */
export interface SitePageContext {
  lang: Language;
  frame: PageFrame;
  /** Nav pathname of the page (no language prefix, no trailing slash). */
  pathname: string;
  productId: ProductId;
}

export interface DocPageContext extends SitePageContext {
  /** Id of the MDX node rendered on this page. */
  id: string;
  /** True when a non-English page shows the English content because no translation exists. */
  fallback: boolean;
  /** The English content folder: the page's demos live in its demos/ folder. */
  contentPath: string;
  /** Demos whose code starts open: their code comes with the page instead of on demand. */
  openDemos: string[];
  /** The API pages its front matter's `components` lists, for the page's closing "API" section. */
  apiLinks: ApiSectionLink[];
  /** Ids of the `ApiTableEntry` nodes its `<ApiTable>` elements show. */
  apiTableEntries: string[];
}

/** A link of a guide's "API" section: a component's name and its API page (`/x/api/…`, unprefixed). */
export interface ApiSectionLink {
  name: string;
  pathname: string;
}

export interface RedirectPageContext extends SitePageContext {
  /** Where the page sends the reader (a page path with trailing slash). */
  to: string;
}

/** A guide page that shows a component (its front matter lists it), for the API page's Demos. */
export interface ApiDemoLink {
  pathname: string;
  title: string;
}

export interface ApiPageContext extends SitePageContext {
  /** Id of the ApiComponent or ApiInterface node. */
  id: string;
  kind: 'component' | 'interface';
  demos: ApiDemoLink[];
}

export interface ApiIndexPageContext extends SitePageContext {
  /** data-grid, date-pickers, charts or tree-view. */
  area: string;
}
