import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './gatsby-serve.mjs';

export const PUBLIC_DIR = path.join(ROOT, 'public');

/** Every page the build wrote, as URL paths (`/x/introduction/`), sorted. */
export function builtPagePaths(dir = PUBLIC_DIR) {
  const paths = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!['page-data', 'static', '~partytown', '_gatsby'].includes(entry.name)) walk(full);
      } else if (entry.name === 'index.html') {
        const relative = path.relative(dir, current).split(path.sep).join('/');
        paths.push(relative === '' ? '/' : `/${relative}/`);
      }
    }
  };
  walk(dir);
  return paths.filter((p) => p !== '/offline-plugin-app-shell-fallback/' && p !== '/404/').sort();
}

export function assertBuilt() {
  if (!fs.existsSync(path.join(PUBLIC_DIR, 'x/introduction/index.html'))) {
    throw new Error(
      'No built site in public/. Run `npm run build:test` first (the browser tests need its loopback services).',
    );
  }
}

/** Built pages with, for redirect pages, where their meta refresh leads. */
export function builtPages(dir = PUBLIC_DIR) {
  return builtPagePaths(dir).map((pagePath) => {
    const html = fs.readFileSync(path.join(dir, pagePath, 'index.html'), 'utf8');
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html);
    return { path: pagePath, redirectsTo: refresh ? refresh[1] : null };
  });
}
