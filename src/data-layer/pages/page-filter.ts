/**
 * DOCS_PAGES limits a build to some pages, for quicker work on a few of them: a comma-separated
 * list of path prefixes such as `/x/introduction,/x/react-data-grid/editing`. Unset, every page
 * is built. Navigation and link checks still see the whole site.
 */
export type PageFilter = (pathname: string) => boolean;

export function pageFilterFromEnv(value: string | null | undefined): PageFilter | null {
  if (!value || value.trim() === '') return null;
  const prefixes = value
    .split(',')
    .map((prefix) => prefix.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const prefix of prefixes) {
    if (!prefix.startsWith('/x')) {
      throw new Error(`DOCS_PAGES: "${prefix}" is not a page path; use prefixes such as /x/introduction.`);
    }
  }
  return (pathname) => prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
