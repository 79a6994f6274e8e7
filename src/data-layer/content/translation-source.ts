import fs from 'node:fs';
import { outlineHeadings, parseMdx } from '../mdx/page-outline';

const TRANSLATION_PATH = /(^|[\\/])content[\\/]([a-z]{2})[\\/]/;
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/;

/**
 * The English source of a translated content file (`content/zh/a/index.mdx` gives
 * `content/en/a/index.mdx`, relative or absolute alike); null for an English file or a file
 * outside `content/<lang>/`.
 */
export function englishSourceOf(file: string): string | null {
  const match = TRANSLATION_PATH.exec(file);
  if (!match || match[2] === 'en') return null;
  return file.replace(TRANSLATION_PATH, (_, before: string) => `${before}content/en/`);
}

/** The English source of a translated file when it exists on disk; null for an English file or an orphan translation. */
export function existingEnglishSource(file: string): string | null {
  const english = englishSourceOf(file);
  return english !== null && fs.existsSync(english) ? english : null;
}

/** An MDX file's body, front matter removed (what Gatsby's `Mdx.body` holds). */
export function mdxBody(source: string): string {
  return source.replace(FRONT_MATTER, '');
}

const anchorCache = new Map<string, { mtimeMs: number; anchors: string[] }>();

/**
 * The heading anchors of a translated file's English source, which the translation's headings
 * take by position (decision 0036); null for an English file or one without a source. Read from disk, and read again
 * only when the English file changes, since the MDX compiler, the node fields and the search
 * index all ask for them.
 */
export function sourceAnchors(file: string): string[] | null {
  const english = existingEnglishSource(file);
  if (english === null) return null;
  const { mtimeMs } = fs.statSync(english);
  const cached = anchorCache.get(english);
  if (cached && cached.mtimeMs === mtimeMs) return cached.anchors;
  const anchors = outlineHeadings(parseMdx(mdxBody(fs.readFileSync(english, 'utf8')))).map(({ outline }) => outline.id);
  anchorCache.set(english, { mtimeMs, anchors });
  return anchors;
}
