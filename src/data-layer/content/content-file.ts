import { isLanguage, type Language } from '../../i18n/languages';
import { fromContentPath } from '../../lib/paths';

export type ParsedContentFile =
  | { ok: true; lang: Language; pathname: string; contentPath: string }
  | { ok: false; message: string };

const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Maps a content file to its language and page: `content/<lang>/<path>/index.mdx` is the page
 * `/x/<path>` in `<lang>`. `relativePath` is relative to `content/`.
 */
export function parseContentFile(relativePath: string): ParsedContentFile {
  const parts = relativePath.split('/');
  const [lang, ...rest] = parts;
  const fileName = rest.pop();
  if (!isLanguage(lang)) {
    return { ok: false, message: `is not under a language folder (content/en/ or content/zh/).` };
  }
  if (fileName !== 'index.mdx' || rest.length === 0) {
    return {
      ok: false,
      message:
        'must be named index.mdx inside a folder named for its page, e.g. content/en/react-data-grid/sorting/index.mdx.',
    };
  }
  const invalid = rest.find((segment) => !SEGMENT.test(segment));
  if (invalid !== undefined) {
    return {
      ok: false,
      message: `has a folder name "${invalid}" that is not lower-case words joined by hyphens.`,
    };
  }
  const contentPath = rest.join('/');
  return { ok: true, lang, pathname: fromContentPath(contentPath), contentPath };
}
