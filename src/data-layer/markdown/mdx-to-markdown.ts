import type { BlockContent, Content, Heading, Parent, PhrasingContent, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { installCommand, PACKAGE_MANAGERS } from '../../lib/install-command';
import { attributesByName, isJsxElement, type JsxElement } from '../mdx/syntax-tree';
import type { ApiSectionLink } from '../../lib/page-context';
import { readApiTableUsage } from '../mdx/page-outline';
import { apiTableToMarkdown, type ApiTableMarkdownEntry } from './api-table-to-markdown';
import { absoluteLink, type LinkContext } from './markdown-links';

/** One file of a demo, as its Markdown copy shows it. */
export interface DemoSourceFile {
  fileName: string;
  /** TypeScript source, or JavaScript for a demo written in JavaScript. */
  code: string;
}

export interface GuidePage {
  /** Repository path of the MDX file, for errors. */
  file: string;
  title: string;
  description: string;
  /** The MDX body, front matter removed. */
  body: string;
  links: LinkContext;
  /** The files of a demo of the page by demo name, main file first. */
  demoFiles(name: string): readonly DemoSourceFile[] | undefined;
  /** The entries of the page's `<ApiTable>` elements (the ones its HTML page queried). */
  apiTableEntries?: readonly ApiTableMarkdownEntry[];
  /** The page's closing "API" section (from its front matter), as the HTML page has it. */
  apiSection?: { heading: string; links: readonly ApiSectionLink[] };
}

/** The closing "API" section: a heading and a list of links to the API pages. */
function apiSectionNodes(page: GuidePage): Content[] {
  const section = page.apiSection;
  if (!section || section.links.length === 0) return [];
  return [
    { type: 'heading', depth: 2, children: [{ type: 'text', value: section.heading }] },
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: section.links.map((link) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                url: absoluteLink(link.pathname, page.links),
                children: [{ type: 'inlineCode', value: link.name }],
              },
            ],
          },
        ],
      })),
    },
  ];
}

const CALLOUT_LABELS: Record<string, string> = {
  info: 'Note',
  success: 'Tip',
  warning: 'Warning',
  error: 'Important',
};

const PLAN_NAMES: Record<string, string> = { pro: 'Pro', premium: 'Premium' };

/** The options every Markdown copy is written with. */
export const MARKDOWN_OPTIONS = {
  bullet: '-' as const,
  emphasis: '_' as const,
  fences: true,
  rule: '-' as const,
  listItemIndent: 'one' as const,
  // Unpadded tables: an API table's widest description would otherwise pad every row.
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
};

function stringAttribute(element: JsxElement, name: string): string | undefined {
  const value = attributesByName(element).get(name)?.value;
  return typeof value === 'string' ? value : undefined;
}

function isCommentExpression(value: string): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(value);
}

class MarkdownCopyError extends Error {}

/**
 * A guide page as clean Markdown: the title and description, then the prose without JSX, each
 * `<Demo>` as a heading and its source files in fenced blocks, callouts as block quotes, plan
 * badges as words, install tabs as commands, code tabs as labelled blocks one after another, API
 * tables as Markdown tables, every link absolute, and the closing "API" section. It reads the same MDX the
 * HTML page is compiled from; a component it cannot express fails with the file and the
 * component's name.
 */
export function guideToMarkdown(page: GuidePage): string {
  const tree = fromMarkdown(page.body, {
    extensions: [mdxjs(), gfm()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
  });
  const fail = (reason: string, node: Content): never => {
    const line = node.position?.start.line;
    throw new MarkdownCopyError(`${page.file}${line ? `:${line}` : ''}: ${reason}`);
  };
  let sectionDepth = 1;
  const rewrite = (parent: Parent): void => {
    const children: Content[] = [];
    for (const child of parent.children as Content[]) {
      if (child.type === 'heading') sectionDepth = child.depth;
      children.push(...rewriteNode(child));
    }
    parent.children = children as Parent['children'];
  };
  const rewriteNode = (node: Content): Content[] => {
    switch (node.type) {
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return isCommentExpression(node.value)
          ? []
          : fail(`the Markdown copy cannot express the expression {${node.value}}.`, node);
      case 'link':
        node.url = absoluteLink(node.url, page.links);
        rewrite(node);
        return [node];
      case 'image':
        node.url = absoluteLink(node.url, page.links);
        return [node];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return rewriteElement(node);
      default:
        if ('children' in node) rewrite(node as Parent);
        return [node];
    }
  };
  const rewriteElement = (element: JsxElement): Content[] => {
    switch (element.name) {
      case 'Demo': {
        const name = stringAttribute(element, 'name') ?? '';
        const files = page.demoFiles(name);
        if (!files || files.length === 0) return fail(`the demo "${name}" has no source files.`, element);
        const heading: Heading = {
          type: 'heading',
          depth: Math.min(sectionDepth + 1, 6) as Heading['depth'],
          children: [{ type: 'text', value: `Demo: ${name}` }],
        };
        return [
          heading,
          ...files.map(
            (file): Content => ({
              type: 'code',
              lang: /\.tsx?$/.test(file.fileName) ? 'tsx' : 'jsx',
              meta: `title="${file.fileName}"`,
              value: file.code.trimEnd(),
            }),
          ),
        ];
      }
      case 'Callout': {
        const label = CALLOUT_LABELS[stringAttribute(element, 'type') ?? 'info'] ?? 'Note';
        rewrite(element);
        const blocks = element.children as Content[];
        const first = blocks[0];
        const strong: PhrasingContent = { type: 'strong', children: [{ type: 'text', value: `${label}:` }] };
        if (first?.type === 'paragraph') {
          first.children.unshift(strong, { type: 'text', value: ' ' });
        } else {
          blocks.unshift({ type: 'paragraph', children: [strong] });
        }
        return [{ type: 'blockquote', children: blocks as BlockContent[] }];
      }
      case 'PlanBadge': {
        const plan = PLAN_NAMES[stringAttribute(element, 'plan') ?? ''] ?? '';
        return [{ type: 'text', value: `(${plan} plan)` }];
      }
      case 'InstallTabs': {
        const packages = stringAttribute(element, 'packages') ?? '';
        const dev = attributesByName(element).has('dev');
        return [
          {
            type: 'code',
            lang: 'bash',
            value: PACKAGE_MANAGERS.map((manager) => installCommand(manager, packages, dev)).join('\n# or\n'),
          },
        ];
      }
      case 'ApiTable': {
        const usage = readApiTableUsage(element);
        if (!usage) return fail('an <ApiTable> without a valid kind.', element);
        const markdownTable = apiTableToMarkdown(usage, page.apiTableEntries ?? [], page.links);
        if (markdownTable.children.length < 2)
          return fail('an <ApiTable> whose entries the copy was not given.', element);
        return [markdownTable];
      }
      case 'CodeTabs':
        rewrite(element);
        return element.children as Content[];
      case 'CodeTab': {
        // Each alternative in turn, under its label.
        const label = stringAttribute(element, 'label') ?? '';
        rewrite(element);
        return [
          { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: `${label}:` }] }] },
          ...(element.children as Content[]),
        ];
      }
      case 'kbd':
        return [{ type: 'inlineCode', value: toString(element) }];
      case 'br':
        return [{ type: 'break' }];
      default:
        // Other HTML elements (a <span>, a <sup>) keep their text; a component must be taught.
        if (element.name && /^[a-z]/.test(element.name)) {
          rewrite(element);
          return element.children as Content[];
        }
        return fail(
          `the Markdown copy cannot express <${element.name ?? 'fragment'}>: teach src/data-layer/markdown/mdx-to-markdown.ts to write it, or use a content component.`,
          element,
        );
    }
  };
  rewrite(tree as Root);
  (tree as Root).children.push(...(apiSectionNodes(page) as Root['children']));
  const body = toMarkdown(tree, MARKDOWN_OPTIONS).trim();
  return `# ${page.title}\n\n${page.description}\n\n${body}\n`;
}

export function isMarkdownCopyError(error: unknown): error is Error {
  return error instanceof MarkdownCopyError;
}

export { isJsxElement };
