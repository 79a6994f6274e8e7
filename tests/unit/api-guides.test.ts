/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_AREAS } from '../../content/api/api-list';
import pages from '../../content/navigation/pages';
import { apiGuides } from '../../src/components/api/api-guides';
import { pageOutline } from '../../src/data-layer/mdx/page-outline';
import { isExternalPathname, toContentPath } from '../../src/lib/paths';

/** Every pathname of the navigation tree. */
function navPathnames(entries: readonly { pathname: string; children?: readonly unknown[] }[]): string[] {
  return entries.flatMap((entry) => [
    entry.pathname,
    ...navPathnames(
      (entry.children ?? []).filter(
        (child): child is { pathname: string } =>
          typeof child === 'object' && child !== null && 'pathname' in child && typeof child.pathname === 'string',
      ),
    ),
  ]);
}

const PATHNAMES = new Set(navPathnames(pages));

describe('the guides API pages link to', () => {
  const links = API_AREAS.flatMap((area) =>
    Object.entries(apiGuides(area) ?? {}).map(([topic, link]) => [`${area} ${topic}`, link] as const),
  );

  it('has the three guides for every area', () => {
    expect(links).toHaveLength(API_AREAS.length * 3);
  });

  it.each(links)('%s → %s is a page of the navigation, and its anchor a heading of that page', (_, link) => {
    if (isExternalPathname(link)) return;
    const [pathname = '', anchor] = link.split('#');
    expect(PATHNAMES.has(pathname)).toBe(true);
    const contentPath = toContentPath(pathname);
    const file = path.resolve('content/en', contentPath ?? '', 'index.mdx');
    expect(fs.existsSync(file)).toBe(true);
    if (anchor) {
      const ids = pageOutline(fs.readFileSync(file, 'utf8')).headings.map((heading) => heading.id);
      expect(ids).toContain(anchor);
    }
  });
});
