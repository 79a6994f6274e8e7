import type { Language } from '../../i18n/languages';
import type { PageTitleEntry } from '../../../content/navigation/types';

/**
 * The title shown for a nav entry, derived as the public reference does:
 * explicit title → subheader → the general title table → the last path segment.
 * From the segment: a leading `react-` and anything after a dot are dropped, hyphens become
 * spaces, and the first letter is upper-cased ("column-definition" → "Column definition").
 * Under `/api/` the segment is PascalCased instead ("data-grid" → "DataGrid"), or camelCased
 * when it names a hook ("use-grid-api-ref" → "useGridApiRef").
 */
export function displayTitle(
  entry: { pathname: string; title?: string; subheader?: string },
  lang: Language,
  pageTitles: readonly PageTitleEntry[],
): string {
  if (entry.title) {
    return entry.title;
  }
  if (entry.subheader) {
    return entry.subheader;
  }
  const known = pageTitles.find((row) => row.pathname === entry.pathname);
  if (known) {
    return (lang === 'zh' ? known.zh : undefined) ?? known.en;
  }
  return titleFromPathname(entry.pathname);
}

export function titleFromPathname(pathname: string): string {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (pathname.includes('/api/')) {
    const words = segment.split('-').filter(Boolean);
    const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
    return segment.startsWith('use') ? pascal.charAt(0).toLowerCase() + pascal.slice(1) : pascal;
  }
  const words = segment
    .replace(/^react-/, '')
    .replace(/\..*$/, '')
    .replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
