/**
 * Synthetic guide pages for the scaling benchmark (scripts/bench-scale.mjs): the future content
 * made from today's, so the build can be measured at the size the documentation will reach. Each
 * synthetic page takes the prose of a real page and embeds demos copied, under new names, from
 * the real demos. Written into a temporary copy of the site, never into the repository.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Today's content grows by this many guide pages at 5×; each synthetic page embeds DEMOS_PER_PAGE. */
export const PAGES_AT_FIVE_TIMES = 180;
export const DEMOS_PER_PAGE = 5;
export const SYNTHETIC_FOLDER = 'bench';

/** How many synthetic pages make `scale` times today's content (1× adds none). */
export function syntheticPageCount(scale) {
  return Math.round((PAGES_AT_FIVE_TIMES * (scale - 1)) / 4);
}

/** Splits an MDX file into its front matter lines and its body. */
export function splitFrontmatter(source) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return match ? { frontmatter: match[1], body: source.slice(match[0].length) } : { frontmatter: '', body: source };
}

/**
 * The plan of the synthetic pages: page k reuses the prose of a real page (round-robin) and
 * DEMOS_PER_PAGE demos from one real demos folder (round-robin over the folders, cycling through
 * that folder's demos), each under a new name. Taking a page's demos from one folder keeps the
 * local modules they import consistent. `sources`: [{ contentPath, title, body }];
 * `demos`: [{ contentPath, name }].
 */
export function planSyntheticPages(count, sources, demos) {
  const folders = [...new Set(demos.map((demo) => demo.contentPath))];
  if (count > 0 && (sources.length === 0 || folders.length === 0)) {
    throw new Error('The synthetic content needs at least one page and one demo to copy.');
  }
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, '0');
    const source = sources[index % sources.length];
    const folder = folders[index % folders.length];
    const pool = demos.filter((demo) => demo.contentPath === folder);
    return {
      contentPath: `${SYNTHETIC_FOLDER}/page-${number}`,
      pathname: `/x/${SYNTHETIC_FOLDER}/page-${number}`,
      title: `Benchmark ${number}: ${source.title}`.slice(0, 70),
      source,
      demos: Array.from({ length: DEMOS_PER_PAGE }, (__, slot) => ({
        name: `Bench${number}${String.fromCharCode(65 + slot)}`,
        from: pool[slot % pool.length],
      })),
    };
  });
}

/** The MDX of a synthetic page: its source's prose without its own demos, then its demos. */
export function syntheticMdx(page) {
  const prose = page.source.body
    .split('\n')
    .filter((line) => !/^\s*<Demo\b/.test(line))
    .join('\n');
  const demos = page.demos.map((demo) => `### ${demo.name}\n\n<Demo name="${demo.name}" />`).join('\n\n');
  return [
    '---',
    `title: ${JSON.stringify(page.title)}`,
    `description: ${JSON.stringify('A page generated to measure how the build scales; never published.')}`,
    'productId: introduction',
    '---',
    '',
    prose.trim(),
    '',
    '## Generated demos',
    '',
    demos,
    '',
  ].join('\n');
}

/** The navigation group that reaches the synthetic pages, as TypeScript to add to pages.ts. */
export function syntheticNavigation(pages) {
  const children = pages
    .map(
      (page) =>
        `      { pathname: '${page.pathname}', title: ${JSON.stringify(page.title)}, translations: { zh: ${JSON.stringify(page.title)} } },`,
    )
    .join('\n');
  return `  {\n    pathname: '/x/${SYNTHETIC_FOLDER}-group',\n    title: 'Scaling benchmark',\n    translations: { zh: '扩展基准' },\n    productId: 'introduction',\n    children: [\n${children}\n    ],\n  },\n`;
}

/** Reads the real English pages and demos of a site copy (its `content/en`). */
export function readContent(contentDir) {
  const sources = [];
  const demos = [];
  const walk = (dir, relative) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name === 'demos') {
        for (const file of fs.readdirSync(full)) {
          const match = /^([A-Z][A-Za-z0-9]*)\.tsx$/.exec(file);
          if (match) demos.push({ contentPath: relative, name: match[1] });
        }
      } else if (entry.isDirectory()) {
        walk(full, relative ? `${relative}/${entry.name}` : entry.name);
      } else if (entry.name === 'index.mdx') {
        const { frontmatter, body } = splitFrontmatter(fs.readFileSync(full, 'utf8'));
        const title = /^title:\s*(.+)$/m.exec(frontmatter)?.[1]?.replace(/^['"]|['"]$/g, '') ?? relative;
        sources.push({ contentPath: relative, title, body });
      }
    }
  };
  walk(path.join(contentDir, 'en'), '');
  return { sources: sources.sort(byPath), demos: demos.sort(byPath) };
}

function byPath(a, b) {
  return `${a.contentPath}/${a.name ?? ''}`.localeCompare(`${b.contentPath}/${b.name ?? ''}`);
}

/**
 * Writes the synthetic pages into a site copy: each page's MDX, its demos (the source demo's
 * file under the new name, with the local modules of its folder), and the navigation group.
 */
export function writeSyntheticContent(siteDir, pages) {
  const contentDir = path.join(siteDir, 'content');
  for (const page of pages) {
    const pageDir = path.join(contentDir, 'en', page.contentPath);
    const demosDir = path.join(pageDir, 'demos');
    fs.mkdirSync(demosDir, { recursive: true });
    fs.writeFileSync(path.join(pageDir, 'index.mdx'), syntheticMdx(page));
    for (const demo of page.demos) {
      const fromDir = path.join(contentDir, 'en', demo.from.contentPath, 'demos');
      fs.copyFileSync(path.join(fromDir, `${demo.from.name}.tsx`), path.join(demosDir, `${demo.name}.tsx`));
      // The page's demos come from one folder, so its modules are the same for all of them.
      for (const file of fs.readdirSync(fromDir)) {
        if (/^[a-z0-9-]+\.(ts|tsx|css|json)$/.test(file)) {
          fs.copyFileSync(path.join(fromDir, file), path.join(demosDir, file));
        }
      }
    }
  }
  const navFile = path.join(contentDir, 'navigation/pages.ts');
  const nav = fs.readFileSync(navFile, 'utf8');
  const end = nav.lastIndexOf('] satisfies');
  if (end === -1) throw new Error(`${navFile} does not end with "] satisfies …": cannot add the benchmark group.`);
  fs.writeFileSync(navFile, `${nav.slice(0, end)}${syntheticNavigation(pages)}${nav.slice(end)}`);
}
