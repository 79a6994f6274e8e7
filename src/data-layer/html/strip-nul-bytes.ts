import fs from 'node:fs';
import path from 'node:path';

/**
 * React 18's streaming server renderer, which Gatsby uses, can leave NUL bytes in a page when a
 * multi-byte character (Chinese text, typographic quotes) falls at the end of its 2 KiB buffer:
 * it flushes the whole buffer, unfilled bytes included. The bytes break heading anchors and the
 * match between the static HTML and hydration. HTML never legitimately contains NUL.
 */
export function stripNulBytes(html: string): { html: string; removed: number } {
  let removed = 0;
  const cleaned = html.replace(/\0/g, () => {
    removed += 1;
    return '';
  });
  return { html: cleaned, removed };
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'page-data' && entry.name !== 'static') yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) {
      yield full;
    }
  }
}

/** Cleans every built HTML file; returns the files that needed it, with their counts. */
export function stripNulBytesFromBuild(publicDir: string): Array<{ file: string; removed: number }> {
  const fixed: Array<{ file: string; removed: number }> = [];
  for (const file of htmlFiles(publicDir)) {
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes('\0')) continue;
    const { html, removed } = stripNulBytes(source);
    fs.writeFileSync(file, html);
    fixed.push({ file: path.relative(publicDir, file), removed });
  }
  return fixed;
}
