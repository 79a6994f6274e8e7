/**
 * The shape of the navigation data. It follows the public MUI X navigation (`MuiPage`):
 * one typed tree is the single source of order for the drawer, prev/next links,
 * breadcrumbs and the active-page lookup.
 */
import type { ApiArea } from '../api/api-list';
import type { LabelTranslations } from '../languages';

/** Feature tiers. `community` is the default and is never written out. */
export const PLANS = ['community', 'pro', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

/** Boolean flags a nav entry may carry. Anything else is rejected at build time. */
export const NAV_FLAGS = ['newFeature', 'planned', 'unstable'] as const;
export type NavFlag = (typeof NAV_FLAGS)[number];

/** Every product the site documents, plus the cross-product pages. */
export const PRODUCT_IDS = ['introduction', 'x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export function isProductId(value: unknown): value is ProductId {
  return (PRODUCT_IDS as readonly unknown[]).includes(value);
}

/**
 * Stands, in its place among a group's children, for the API pages the build generates for an
 * area (content/api/api-list.ts): components sorted by name, interfaces in the list's order.
 */
export interface GeneratedApiEntries {
  apiPages: { area: ApiArea; kind: 'component' | 'interface' };
}

export type NavChild = NavEntry | GeneratedApiEntries;

/** The keys a nav entry may have; used to reject typos in hand-written data. */
export const NAV_ENTRY_KEYS = [
  'pathname',
  'title',
  'subheader',
  'translations',
  'children',
  'plan',
  'productId',
  ...NAV_FLAGS,
] as const;

export interface NavEntry {
  /**
   * `/x/...` without a trailing slash for internal entries, or an absolute `https://` URL
   * for an external link. Group-only entries use a pathname ending in `-group` (or any
   * pathname without content) and must have children.
   */
  pathname: string;
  /** English title. When absent it is derived from the pathname (see `titleFromPathname`). */
  title?: string;
  /** Renders the entry as a section heading whose children sit at the same depth (English text). */
  subheader?: string;
  /** The label (title or subheader) in the other languages. */
  translations?: LabelTranslations;
  children?: readonly NavChild[];
  /** Omitted means community. */
  plan?: Plan;
  /** Shows a "New" chip. */
  newFeature?: boolean;
  /** Shows a "Planned" chip. */
  planned?: boolean;
  /** Shows a "Preview" chip. */
  unstable?: boolean;
  /** Set on top-level groups; inherited by everything below. */
  productId?: ProductId;
}

export interface PageTitleEntry {
  /** A legacy documentation route (or, once, an absolute store URL). */
  pathname: string;
  en: string;
  /** Absent where the Chinese table has no entry. */
  zh?: string;
}
