import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';

/**
 * Pure helpers between the three forms a page address takes:
 * - a nav pathname: `/x/react-data-grid/editing` (no language, no trailing slash), the key in data;
 * - a page path: `/zh/x/react-data-grid/editing/` (language prefix, trailing slash), the URL;
 * - a content path: `react-data-grid/editing`, the folder under `content/<lang>/`.
 */

export function isExternalPathname(pathname: string): boolean {
  return /^https?:\/\//.test(pathname);
}

export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Language prefix for URLs: '' for English, '/zh' for Chinese. */
export function languagePrefix(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/** The URL of a nav pathname in a language, with its trailing slash. Hashes are kept. */
export function toPagePath(pathname: string, lang: Language): string {
  if (isExternalPathname(pathname)) {
    return pathname;
  }
  const hashIndex = pathname.indexOf('#');
  const base = hashIndex === -1 ? pathname : pathname.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : pathname.slice(hashIndex);
  return `${languagePrefix(lang)}${withTrailingSlash(base)}${hash}`;
}

/** Where a page's Markdown copy is served: its URL without the trailing slash, plus `.md`. */
export function markdownPath(pathname: string, lang: Language): string {
  return `${languagePrefix(lang)}${pathname}.md`;
}

export interface ParsedPagePath {
  lang: Language;
  /** The nav pathname: no language prefix, no trailing slash, no hash or query. */
  pathname: string;
}

/**
 * Splits a URL path into its language and nav pathname. A two-letter segment counts as a
 * language only when it is one of ours and a slash follows it (`/zhx/...` is English).
 */
export function parsePagePath(path: string): ParsedPagePath {
  const clean = path.replace(/[?#].*$/, '');
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(clean);
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE) {
    return { lang: match[1], pathname: withoutTrailingSlash(match[2] ?? '/') };
  }
  return { lang: DEFAULT_LANGUAGE, pathname: withoutTrailingSlash(clean || '/') };
}

/**
 * Every documentation page (everything under `/x/`) is built in every language; other pages
 * (the 404 page, the playground) exist once.
 */
export function hasLanguageAlternates(pathname: string): boolean {
  return pathname === '/x' || pathname.startsWith('/x/');
}

/** `/x/react-data-grid/editing` → `react-data-grid/editing`; `null` outside `/x/`. */
export function toContentPath(pathname: string): string | null {
  const match = /^\/x\/(.+)$/.exec(pathname);
  return match?.[1] ?? null;
}

/** `react-data-grid/editing` → `/x/react-data-grid/editing`. */
export function fromContentPath(contentPath: string): string {
  return `/x/${contentPath}`;
}
