import { parsePagePath, toPagePath } from '../../lib/paths';

export interface PageViewInput {
  title: string;
  /** `location.pathname` of the page. */
  pathname: string;
  productId: string;
  productCategoryId: string;
}

/** The `page_view` event: the location is the canonical path, without language prefix or hash. */
export function pageViewParams({ title, pathname, productId, productCategoryId }: PageViewInput) {
  const { pathname: canonical } = parsePagePath(pathname);
  return {
    page_title: title,
    page_location: canonical === '/' ? '/' : toPagePath(canonical, 'en'),
    productId,
    productCategoryId,
  };
}

export interface UserPropertiesInput {
  codeVariant: string;
  codeStylingVariant: string;
  userLanguage: string;
  devicePixelRatio: number;
  colorSchemeOS: 'light' | 'dark';
  colorScheme: 'light' | 'dark';
}

/** User properties, with the pixel ratio rounded to 0.1. */
export function userProperties(input: UserPropertiesInput) {
  return { ...input, devicePixelRatio: Math.round(input.devicePixelRatio * 10) / 10 };
}

/** A click on an element with `data-ga-event-*` attributes, or null when it carries none. */
export function clickEvent(
  target: Element | null,
  random: () => number,
): { category: string; action: string | null; label: string | null } | null {
  const element = target?.closest('[data-ga-event-category]');
  if (!element) return null;
  const split = element.getAttribute('data-ga-event-split');
  if (split !== null && Number(split) < random()) return null;
  return {
    category: element.getAttribute('data-ga-event-category') ?? '',
    action: element.getAttribute('data-ga-event-action'),
    label: element.getAttribute('data-ga-event-label'),
  };
}

/** A web-vitals metric as an analytics event. */
export function webVitalParams(metric: { value: number; delta: number; id: string }) {
  return {
    value: Math.round(metric.delta),
    metric_label: 'Web Vitals',
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_id: metric.id,
  };
}
