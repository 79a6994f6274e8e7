import fs from 'node:fs';
import path from 'node:path';

/** Folders of public/ that hold assets and data, not pages. */
const NOT_PAGES = new Set(['page-data', 'static', '_gatsby', '~partytown', 'sw-support']);

/**
 * Every page the build wrote, with its HTML, as `{ path, html }`: each `index.html`, at its URL path (`/x/…/`).
 * The not-found page is among them as `/404/` (`404.html` is the same page).
 */
export function readBuiltPages(publicDir) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !NOT_PAGES.has(entry.name)) {
        walk(path.join(dir, entry.name));
      } else if (entry.name === 'index.html') {
        const relative = path.relative(publicDir, dir).split(path.sep).join('/');
        pages.push({
          path: relative === '' ? '/' : `/${relative}/`,
          html: fs.readFileSync(path.join(dir, entry.name), 'utf8'),
        });
      }
    }
  };
  walk(publicDir);
  return pages;
}

/** How many demos a built page shows: the containers marked `data-demo` in its HTML. */
export function demoCount(html) {
  return (html.match(/ data-demo="/g) ?? []).length;
}
