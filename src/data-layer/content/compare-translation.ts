import type { Code, Definition, Heading, InlineCode, Link } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseMdx } from '../mdx/page-outline';
import { attributesByName, isJsxElement } from '../mdx/syntax-tree';

/** What a translation must keep of its English source: the parts readers and links rely on. */
export interface TranslationParts {
  /** Heading levels in order: a translated heading takes its English anchor by position. */
  headings: number[];
  /** Link and definition URLs, with their anchors. */
  links: string[];
  /** `<Demo name>` in order. */
  demos: string[];
  /** Inline code. */
  codeSpans: string[];
  /** Fenced code blocks, with their info string. */
  codeBlocks: string[];
}

/** The parts of an MDX body a translation must keep. */
export function translationParts(body: string): TranslationParts {
  const parts: TranslationParts = { headings: [], links: [], demos: [], codeSpans: [], codeBlocks: [] };
  visit(parseMdx(body), (node) => {
    if (node.type === 'heading') parts.headings.push((node as Heading).depth);
    else if (node.type === 'link' || node.type === 'definition') parts.links.push((node as Link | Definition).url);
    else if (node.type === 'inlineCode') parts.codeSpans.push((node as InlineCode).value);
    else if (node.type === 'code') {
      const code = node as Code;
      parts.codeBlocks.push([code.lang, code.meta].filter(Boolean).join(' ') + '\n' + code.value);
    } else if (isJsxElement(node) && node.name === 'Demo') {
      const name = attributesByName(node).get('name')?.value;
      parts.demos.push(typeof name === 'string' ? name : '(unnamed)');
    }
  });
  return parts;
}

function counts(values: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const value of values) map.set(value, (map.get(value) ?? 0) + 1);
  return map;
}

/** Values of `english` that `translated` has fewer times (a translation may add, never drop). */
function dropped(english: readonly string[], translated: readonly string[]): string[] {
  const have = counts(translated);
  return [...counts(english)].filter(([value, count]) => (have.get(value) ?? 0) < count).map(([value]) => value);
}

const quote = (values: readonly string[]) => values.map((value) => JSON.stringify(value)).join(', ');
const firstLine = (block: string) => block.split('\n', 2).join(': ').slice(0, 80);

/**
 * How a translation departs from its English source, one message per kind of difference (empty
 * when it keeps everything): headings must match in number, level and order; every link (with
 * its anchor), inline code span and `<Demo>` of the source must still be there, the demos in the
 * same order; fenced code is copied unchanged.
 */
export function compareTranslation(english: TranslationParts, translated: TranslationParts): string[] {
  const problems: string[] = [];
  const levels = (depths: readonly number[]) => depths.map((depth) => '#'.repeat(depth)).join(' ');
  if (levels(english.headings) !== levels(translated.headings)) {
    problems.push(
      `its headings (${levels(translated.headings) || 'none'}) differ from the English ones (${levels(english.headings) || 'none'}); keep every heading at its level and in its order, so each takes the English anchor`,
    );
  }
  const lostLinks = dropped(english.links, translated.links);
  if (lostLinks.length > 0) problems.push(`it drops or changes the links ${quote(lostLinks)}`);
  if (english.demos.join(' ') !== translated.demos.join(' ')) {
    problems.push(
      `its demos (${translated.demos.join(', ') || 'none'}) differ from the English ones (${english.demos.join(', ') || 'none'})`,
    );
  }
  const lostCode = dropped(english.codeSpans, translated.codeSpans);
  if (lostCode.length > 0) problems.push(`it drops or changes the code spans ${quote(lostCode)}`);
  const changedBlocks = dropped(english.codeBlocks, translated.codeBlocks);
  if (changedBlocks.length > 0) {
    problems.push(`it changes the code blocks ${quote(changedBlocks.map(firstLine))}; copy code blocks unchanged`);
  }
  return problems;
}
