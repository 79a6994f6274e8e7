/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEMOS_PER_PAGE,
  planSyntheticPages,
  readContent,
  syntheticMdx,
  syntheticPageCount,
  writeSyntheticContent,
} from '../../scripts/lib/synthetic-content.mjs';
import { buildPhases } from '../../scripts/lib/build-phases.mjs';

const sources = [
  {
    contentPath: 'react-charts',
    title: 'Charts - Overview',
    body: 'Intro.\n\n<Demo name="PieOne" />\n\n## Use\n\nText.',
  },
  { contentPath: 'introduction', title: 'Overview', body: 'Welcome.' },
];
const demos = [
  { contentPath: 'react-charts', name: 'PieOne' },
  { contentPath: 'react-charts', name: 'BarTwo' },
  { contentPath: 'react-tree-view', name: 'TreeOne' },
];

describe('synthetic content for the scaling benchmark', () => {
  it('grows today’s content by 180 pages at 5×, proportionally in between', () => {
    expect([1, 2.5, 5].map(syntheticPageCount)).toEqual([0, 68, 180]);
  });

  it('gives each page new demo names, all from one real demos folder', () => {
    const pages = planSyntheticPages(3, sources, demos);
    expect(pages.map((page) => page.pathname)).toEqual(['/x/bench/page-001', '/x/bench/page-002', '/x/bench/page-003']);
    expect(pages[0]?.demos.map((demo) => demo.name)).toEqual([
      'Bench001A',
      'Bench001B',
      'Bench001C',
      'Bench001D',
      'Bench001E',
    ]);
    expect(pages[0]?.demos.map((demo) => demo.from.name)).toEqual(['PieOne', 'BarTwo', 'PieOne', 'BarTwo', 'PieOne']);
    expect(new Set(pages[1]?.demos.map((demo) => demo.from.contentPath))).toEqual(new Set(['react-tree-view']));
    const names = pages.flatMap((page) => page.demos.map((demo) => demo.name));
    expect(new Set(names).size).toBe(3 * DEMOS_PER_PAGE);
  });

  it('keeps the source’s prose, drops its demos and embeds its own', () => {
    const [page] = planSyntheticPages(1, sources, demos);
    const mdx = syntheticMdx(page);
    expect(mdx).toMatch(/^---\ntitle: "Benchmark 001: Charts - Overview"\n/);
    expect(mdx).toContain('## Use\n\nText.');
    expect(mdx).not.toContain('<Demo name="PieOne" />');
    expect(mdx.match(/<Demo name="Bench001[A-E]" \/>/g)).toHaveLength(DEMOS_PER_PAGE);
  });

  it('writes pages, renamed demos with their modules, and a navigation group into a site copy', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'synthetic-'));
    const demosDir = path.join(site, 'content/en/react-charts/demos');
    fs.mkdirSync(demosDir, { recursive: true });
    fs.mkdirSync(path.join(site, 'content/navigation'));
    fs.writeFileSync(path.join(site, 'content/en/react-charts/index.mdx'), '---\ntitle: Charts\n---\n\nBody.\n');
    fs.writeFileSync(path.join(demosDir, 'PieOne.tsx'), 'export default function PieOne() { return null; }\n');
    fs.writeFileSync(path.join(demosDir, 'slices.ts'), 'export const slices = [];\n');
    fs.writeFileSync(
      path.join(site, 'content/navigation/pages.ts'),
      'const pages = [\n] satisfies readonly NavEntry[];\n',
    );

    const content = readContent(path.join(site, 'content'));
    expect(content.sources.map((source) => source.title)).toEqual(['Charts']);
    writeSyntheticContent(site, planSyntheticPages(2, content.sources, content.demos));

    const page = path.join(site, 'content/en/bench/page-002');
    expect(fs.readdirSync(path.join(page, 'demos')).sort()).toEqual([
      'Bench002A.tsx',
      'Bench002B.tsx',
      'Bench002C.tsx',
      'Bench002D.tsx',
      'Bench002E.tsx',
      'slices.ts',
    ]);
    const nav = fs.readFileSync(path.join(site, 'content/navigation/pages.ts'), 'utf8');
    expect(nav).toContain(
      '{ pathname: \'/x/bench/page-002\', title: "Benchmark 002: Charts", translations: { zh: "Benchmark 002: Charts" } },',
    );
    expect(nav.trimEnd().endsWith('] satisfies readonly NavEntry[];')).toBe(true);
    fs.rmSync(site, { recursive: true, force: true });
  });
});

describe('build phases from the build log', () => {
  it('groups Gatsby’s activities into the phases the benchmark reports', () => {
    const log = [
      'success compile gatsby files - 5.500s',
      '\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess source and transform nodes - 12.250s',
      'info API reference: 175 pages, 4066 props and properties, extracted from the type declarations in 4500 ms.',
      'success Building production JavaScript and CSS bundles - 60.000s',
      'success Building HTML renderer - 20.000s',
      'success run page queries - 3.000s - 432/432 144.00/s',
      'success Building static HTML for pages - 8.000s - 432/432 54.00/s',
      'success something new - 1.000s',
    ].join('\n');
    expect(buildPhases(log)).toMatchObject({
      bootstrap: 5.5,
      sourcing: 12.25,
      'API extraction (in sourcing)': 4.5,
      'webpack (browser)': 60,
      'HTML renderer bundle': 20,
      'page queries': 3,
      'HTML rendering': 8,
      other: 1,
    });
  });
});
