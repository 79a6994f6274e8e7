/**
 * The pages the page-by-page suites visit: every built page, or only those under the prefixes in
 * `E2E_PAGES` (comma-separated nav pathnames such as `/x/react-charts`), in either language.
 */
const prefixes = (process.env.E2E_PAGES ?? '')
  .split(',')
  .map((prefix) => prefix.trim().replace(/\/+$/, ''))
  .filter(Boolean);

export function isSelectedPage(pagePath) {
  if (prefixes.length === 0) return true;
  // A language prefix does not change which page it is.
  const pathname = pagePath.replace(/^\/zh(?=\/)/, '').replace(/\/+$/, '');
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Runs `visit` over `items` with at most `limit` at a time (pages in parallel tabs keep both
 * cores busy while each waits on its demos).
 */
export async function forEachLimited(items, limit, visit) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await visit(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
