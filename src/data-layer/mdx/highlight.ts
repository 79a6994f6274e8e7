import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/';
import type { ElementContent } from 'hast';

/**
 * Syntax highlighting at build time, so no highlighter ships to the browser. Produces Prism's
 * `token <type>` spans, styled by the site's code theme.
 */
const LANGUAGES = ['markup', 'css', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json', 'diff'] as const;
loadLanguages.silent = true;
loadLanguages([...LANGUAGES]);

const ALIASES: Record<string, string> = {
  js: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  html: 'markup',
  text: 'plain',
  txt: 'plain',
};

export function resolveLanguage(lang: string | undefined): string {
  const name = (lang ?? 'plain').toLowerCase();
  return ALIASES[name] ?? name;
}

export function isKnownLanguage(lang: string): boolean {
  return lang === 'plain' || Prism.languages[lang] !== undefined;
}

/** Highlighted code as HTML (already escaped). */
export function highlightToHtml(code: string, lang: string): string {
  const grammar = Prism.languages[resolveLanguage(lang)];
  return grammar ? Prism.highlight(code, grammar, lang) : escapeHtml(code);
}

/** Highlighted code as hast nodes, for the MDX pipeline. */
export function highlightToHast(code: string, lang: string): ElementContent[] {
  const grammar = Prism.languages[resolveLanguage(lang)];
  if (!grammar) {
    return [{ type: 'text', value: code }];
  }
  return Prism.tokenize(code, grammar).map(tokenToHast);
}

function tokenToHast(token: string | Prism.Token): ElementContent {
  if (typeof token === 'string') {
    return { type: 'text', value: token };
  }
  const aliases = Array.isArray(token.alias) ? token.alias : token.alias ? [token.alias] : [];
  const content = Array.isArray(token.content) ? token.content : [token.content];
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['token', token.type, ...aliases] },
    children: content.map(tokenToHast),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
