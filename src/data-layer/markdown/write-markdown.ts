import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { products } from '../../../content/navigation/products';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { languagePrefix, markdownPath, toPagePath } from '../../lib/paths';
import { readBuildEnv } from '../../config/build-env';
import { toString } from 'mdast-util-to-string';
import { htmlToCell } from './doc-html-to-mdast';
import type { LinkContext } from './markdown-links';
import { apiToMarkdown, type ApiPageData, type ApiPropData } from './api-to-markdown';
import { llmsTxt, type LlmsEntry, type LlmsSection } from './llms-txt';
import { guideToMarkdown, isMarkdownCopyError, type DemoSourceFile } from './mdx-to-markdown';
import type { ApiTableMarkdownEntry } from './api-table-to-markdown';
import { createTranslate } from '../../i18n/translate';
import type { ApiSectionLink } from '../../lib/page-context';

/** A doc page's `apiLinks` from its (untyped) page context. */
function readApiLinks(value: unknown): ApiSectionLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (link): link is ApiSectionLink =>
      typeof link === 'object' &&
      link !== null &&
      typeof (link as Record<string, unknown>).name === 'string' &&
      typeof (link as Record<string, unknown>).pathname === 'string',
  );
}

/** A doc page's `apiTableEntries` (node ids) from its (untyped) page context. */
function readIds(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

const PROP_FIELDS = `name typeText required defaultValue descriptionHtml deprecated deprecatedHtml plan`;
const API_FIELDS = `id name area pathname productId packageName version plan imports descriptionHtml deprecatedHtml sourceUrl`;

/** The fields the Markdown copies read (src/data-layer/site-content.ts asks for them in one query with the search index's own). */
export const MARKDOWN_FIELDS = /* GraphQL */ `
    allSitePage { nodes { path pageContext } }
    allMdx { nodes { id body frontmatter { title description } internal { contentFilePath } } }
    allDemo { nodes { name contentPath sourceFile code { stylings { files { fileName jsFileName ts js } } } } }
    allApiComponent { nodes { ${API_FIELDS} props { ${PROP_FIELDS} } slots { name descriptionHtml defaultValue className } classes { key className descriptionHtml } forwardsRef refElement muiName themeAugmentation } }
    allApiInterface { nodes { ${API_FIELDS} properties { ${PROP_FIELDS} } } }
    allNavPage(sort: { order: ASC }) { nodes { pathname labels { en zh } isGroup external productId } }
    allApiTableEntry { nodes { id kind name typeText eventTypeText descriptionHtml deprecatedHtml plan interfaces } }
`;

interface ApiNode extends Omit<ApiPageData, 'kind' | 'props' | 'slots' | 'classes' | 'ref' | 'theme'> {
  id: string;
  pathname: string;
  productId: string;
  props?: ApiPropData[];
  properties?: ApiPropData[];
  slots?: ApiPageData['slots'];
  classes?: ApiPageData['classes'];
  /** A component's; an interface has none of these. */
  forwardsRef?: boolean;
  refElement?: string | null;
  muiName?: string | null;
  themeAugmentation?: string | null;
}

export interface MarkdownContent {
  allSitePage: { nodes: { path: string; pageContext: Record<string, unknown> | null }[] };
  allMdx: {
    nodes: {
      id: string;
      body: string;
      frontmatter: { title: string; description: string };
      internal: { contentFilePath: string };
    }[];
  };
  allDemo: {
    nodes: {
      name: string;
      contentPath: string;
      sourceFile: string;
      code: { stylings: { files: { fileName: string; jsFileName: string; ts: string | null; js: string }[] }[] };
    }[];
  };
  allApiComponent: { nodes: ApiNode[] };
  allApiInterface: { nodes: ApiNode[] };
  allApiTableEntry: { nodes: Array<ApiTableMarkdownEntry & { id: string }> };
  allNavPage: {
    nodes: {
      pathname: string;
      labels: Record<Language, string>;
      isGroup: boolean;
      external: boolean;
      productId: string;
    }[];
  };
}

/** A written Markdown copy, for the index files. */
interface WrittenPage {
  lang: Language;
  pathname: string;
  title: string;
  description: string;
  productId: string;
  api: boolean;
  markdown: string;
}

/** The first sentence of an API page's description, as plain text for llms.txt. */
function firstSentence(html: string, links: LinkContext): string {
  const text = toString({ type: 'paragraph', children: htmlToCell(html, links) })
    .replace(/\s+/g, ' ')
    .trim();
  const match = /^.*?[.!?](\s|$)/.exec(text);
  return (match ? match[0] : text).trim();
}

function demoFiles(demo: MarkdownContent['allDemo']['nodes'][number]): DemoSourceFile[] {
  const files = demo.code.stylings[0]?.files ?? [];
  const main = (file: { fileName: string }) => file.fileName.startsWith(`${demo.name}.`);
  return [...files.filter(main), ...files.filter((file) => !main(file))].map((file) => ({
    fileName: file.ts === null ? file.jsFileName : file.fileName,
    code: file.ts ?? file.js,
  }));
}

/**
 * After the build: a Markdown copy of every documentation page (guides from their MDX, API pages
 * from their nodes), `llms.txt` and `llms-full.txt` for the site and for each product, in each
 * language. Returns the number of files written and their total size.
 */
export function writeMarkdownCopies(
  data: MarkdownContent,
  reporter: Pick<Reporter, 'panicOnBuild'>,
  publicDir = path.resolve('public'),
): { files: number; bytes: number } {
  const { siteUrl } = readBuildEnv();
  const mdx = new Map(data.allMdx.nodes.map((node) => [node.id, node]));
  const demos = new Map(data.allDemo.nodes.map((demo) => [`${demo.contentPath} ${demo.name}`, demo]));
  const apiNodes = new Map(
    [...data.allApiComponent.nodes, ...data.allApiInterface.nodes].map((node) => [node.id, node]),
  );
  const tableEntries = new Map(data.allApiTableEntry.nodes.map((entry) => [entry.id, entry]));
  const written: WrittenPage[] = [];
  let files = 0;
  let bytes = 0;
  const write = (urlPath: string, text: string) => {
    const file = path.join(publicDir, urlPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    files += 1;
    bytes += Buffer.byteLength(text);
  };

  for (const page of data.allSitePage.nodes) {
    const context = page.pageContext ?? {};
    const lang = context.lang as Language;
    const pathname = context.pathname as string;
    if (!LANGUAGES.includes(lang) || typeof pathname !== 'string' || !pathname.startsWith('/x/')) continue;
    const links = { siteUrl, lang, pagePath: toPagePath(pathname, lang) };
    const productId = String(context.productId);
    const node = typeof context.id === 'string' ? (mdx.get(context.id) ?? apiNodes.get(context.id)) : undefined;
    if (node && 'body' in node) {
      const file = path.relative(process.cwd(), node.internal.contentFilePath);
      const contentPath = String(context.contentPath);
      let markdown: string;
      try {
        markdown = guideToMarkdown({
          file,
          title: node.frontmatter.title,
          description: node.frontmatter.description,
          body: node.body,
          links,
          demoFiles: (name) => {
            const demo = demos.get(`${contentPath} ${name}`);
            return demo ? demoFiles(demo) : undefined;
          },
          apiTableEntries: readIds(context.apiTableEntries).flatMap((id) => tableEntries.get(id) ?? []),
          apiSection: { heading: createTranslate(lang)('apiSection'), links: readApiLinks(context.apiLinks) },
        });
      } catch (error) {
        if (isMarkdownCopyError(error)) reporter.panicOnBuild(error.message);
        throw error;
      }
      write(markdownPath(pathname, lang), markdown);
      written.push({
        lang,
        pathname,
        title: node.frontmatter.title,
        description: node.frontmatter.description,
        productId,
        api: false,
        markdown,
      });
    } else if (node) {
      const api = node as ApiNode;
      const markdown = apiToMarkdown(
        {
          ...api,
          kind: api.properties ? 'interface' : 'component',
          props: api.props ?? api.properties ?? [],
          slots: api.slots ?? [],
          classes: api.classes ?? [],
          ref: api.forwardsRef === undefined ? null : { forwarded: api.forwardsRef, element: api.refElement ?? null },
          theme: api.muiName ? { muiName: api.muiName, augmentation: api.themeAugmentation ?? null } : null,
        },
        links,
      );
      write(markdownPath(pathname, lang), markdown);
      written.push({
        lang,
        pathname,
        title: `${api.name} API`,
        description: firstSentence(api.descriptionHtml, links),
        productId,
        api: true,
        markdown,
      });
    }
  }

  const nav = data.allNavPage.nodes.filter((entry) => !entry.isGroup && !entry.external);
  const order = new Map(nav.map((entry, index) => [entry.pathname, index]));
  const labels = new Map(nav.map((entry) => [entry.pathname, entry.labels]));
  for (const lang of LANGUAGES) {
    // Navigation order; pages kept off the navigation follow, by pathname.
    const pages = written
      .filter((page) => page.lang === lang)
      .sort(
        (a, b) =>
          (order.get(a.pathname) ?? Infinity) - (order.get(b.pathname) ?? Infinity) ||
          a.pathname.localeCompare(b.pathname),
      );
    const entries: LlmsEntry[] = pages.map((page) => ({
      title: labels.get(page.pathname)?.[lang] ?? page.title,
      url: `${siteUrl}${markdownPath(page.pathname, lang)}`,
      description: page.description,
      productId: page.productId,
      api: page.api,
    }));
    const sections: LlmsSection[] = products.map((product) => ({
      productId: product.id,
      name: lang === 'en' ? product.name : (product.translations[lang] ?? product.name),
    }));
    const prefix = languagePrefix(lang);
    write(`${prefix}/x/llms.txt`, llmsTxt(lang, 'MUI X v8.2.0', sections, entries));
    for (const product of products.filter((candidate) => candidate.id !== 'introduction')) {
      const section = sections.find((candidate) => candidate.productId === product.id)!;
      const own = entries.filter((entry) => entry.productId === product.id);
      write(
        `${prefix}${product.landingPathname}/llms.txt`,
        llmsTxt(lang, `MUI X ${section.name} v8.2.0`, [section], own),
      );
      const full = pages.filter((page) => page.productId === product.id).map((page) => page.markdown);
      write(`${prefix}${product.landingPathname}/llms-full.txt`, full.join('\n---\n\n'));
    }
  }
  return { files, bytes };
}
