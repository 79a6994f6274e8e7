/**
 * Checks every internal link and anchor in the built site (public/): the HTML pages, and the
 * Markdown copies and llms.txt files written beside them. Each link must lead to a page the build
 * wrote, and each #anchor to an id on that page. External links are not
 * followed (the build and its checks need no network). Exit code 1 lists every broken link.
 */
import fs from 'node:fs';
import path from 'node:path';

const PUBLIC_DIR = path.resolve(process.argv[2] ?? 'public');
const SKIP_DIRS = new Set(['page-data', 'static', '~partytown', '_gatsby']);

function filesEndingWith(dir, test) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) files.push(...filesEndingWith(full, test));
    } else if (test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

/** The links of a Markdown file, code blocks and code spans left out. */
function markdownLinks(text) {
  const prose = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

const decode = (value) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The URL path a file is served at. */
function urlPathOf(file) {
  const relative = path.relative(PUBLIC_DIR, file).split(path.sep).join('/');
  return relative.endsWith('index.html') ? `/${relative.slice(0, -'index.html'.length)}` : `/${relative}`;
}

if (!fs.existsSync(PUBLIC_DIR)) {
  console.error(`No built site at ${PUBLIC_DIR}. Run \`npm run build\` first.`);
  process.exit(2);
}

const pages = new Map();
for (const file of filesEndingWith(PUBLIC_DIR, (name) => name.endsWith('.html'))) {
  const html = fs.readFileSync(file, 'utf8');
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1])));
  const links = [
    ...[...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => decode(match[1])),
    ...[...html.matchAll(/<link\s[^>]*?rel="(?:canonical|alternate)"[^>]*?href="([^"]*)"/g)].map((match) =>
      decode(match[1]),
    ),
  ];
  pages.set(urlPathOf(file), { file, ids, links });
}

const markdownFiles = filesEndingWith(PUBLIC_DIR, (name) => name.endsWith('.md') || /^llms(-full)?\.txt$/.test(name));
const markdownSources = new Map(
  markdownFiles.map((file) => [
    urlPathOf(file),
    { file, ids: new Set(), links: markdownLinks(fs.readFileSync(file, 'utf8')) },
  ]),
);

const siteOrigin = (() => {
  const home = pages.get('/x/introduction/');
  const canonical = home?.links.find((link) => /^https?:\/\//.test(link) && link.endsWith('/x/introduction/'));
  return canonical ? new URL(canonical).origin : null;
})();

function targetPage(urlPath) {
  if (pages.has(urlPath)) return pages.get(urlPath);
  const file = path.join(PUBLIC_DIR, urlPath);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? { ids: new Set() } : null;
}

const broken = [];
let checked = 0;
for (const [pagePath, page] of [...pages, ...markdownSources]) {
  if (pagePath.startsWith('/offline-plugin-app-shell-fallback/')) continue;
  for (const raw of page.links) {
    let link = raw;
    if (siteOrigin && link.startsWith(siteOrigin)) link = link.slice(siteOrigin.length) || '/';
    if (/^(https?:|mailto:|tel:)/.test(link) || link.startsWith('//')) continue;
    checked += 1;
    const [beforeHash, hash] = link.split('#');
    const urlPath = beforeHash === '' ? pagePath : beforeHash.split('?')[0];
    if (!urlPath.startsWith('/')) {
      broken.push(`${pagePath}: "${raw}" is a relative link`);
      continue;
    }
    const target = targetPage(urlPath);
    if (!target) {
      broken.push(`${pagePath}: "${raw}" leads to no page`);
    } else if (hash && !target.ids.has(decodeURIComponent(hash))) {
      broken.push(`${pagePath}: "${raw}" points at a missing anchor #${hash}`);
    }
  }
}

if (broken.length > 0) {
  console.error(`Broken links (${broken.length}):\n  ${broken.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Links and anchors: ${checked} internal links on ${pages.size} pages and ${markdownSources.size} Markdown and llms.txt files, all resolve.`,
);
