import fs from 'node:fs';
import path from 'node:path';
import type { Node } from 'gatsby';
import { stringField } from '../nodes/node-fields';

/**
 * Writes each demo's code (every styling, both languages, highlighted) to the public folder, where
 * the browser fetches it when a reader opens the code. Keeping it out of page data keeps pages
 * with many demos light. File names carry a content hash, so they never go stale.
 */
export function writeDemoCode(demos: readonly Node[], publicDir: string = path.resolve('public')): number {
  let written = 0;
  for (const demo of demos) {
    const file = path.join(publicDir, stringField(demo, 'codeUrl'));
    if (fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(demo.code));
    written += 1;
  }
  return written;
}
