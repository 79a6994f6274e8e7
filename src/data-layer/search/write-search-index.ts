import fs from 'node:fs';
import path from 'node:path';
import { readBuildEnv } from '../../config/build-env';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { toPagePath } from '../../lib/paths';
import { OPEN_SEARCH_PATH, SEARCH_INDEX_DIR } from '../../lib/search/search-paths';
import { buildSearchIndex } from './build-search-index';
import { openSearchDescription } from './open-search';
import { searchDocuments, type ApiSource, type GuideSource } from './search-documents';

const ROW = 'name descriptionHtml';
/** The fields the search index reads (src/data-layer/site-content.ts asks for them in one query with the Markdown copies' own). */
export const SEARCH_FIELDS = /* GraphQL */ `
    allSitePage { nodes { pageContext } }
    allMdx { nodes { id body frontmatter { title description plan } fields { headings { id } } } }
    allNavPage(sort: { order: ASC }) { nodes { pathname labels { en zh } ancestors plan } }
    allProduct { nodes { id name { en zh } } }
    allApiComponent { nodes { id name pathname productId plan descriptionHtml props { ${ROW} } slots { ${ROW} } classes { key className descriptionHtml } } }
    allApiInterface { nodes { id name pathname productId plan descriptionHtml properties { ${ROW} } } }
`;

type Labels = Record<Language, string>;
interface ApiNode extends Omit<ApiSource, 'kind' | 'path' | 'crumbs' | 'props' | 'slots' | 'classes'> {
  id: string;
  pathname: string;
  props?: ApiSource['props'];
  properties?: ApiSource['props'];
  slots?: ApiSource['slots'];
  classes?: ApiSource['classes'];
}
export interface SearchContent {
  allSitePage: { nodes: { pageContext: Record<string, unknown> | null }[] };
  allMdx: {
    nodes: {
      id: string;
      body: string;
      frontmatter: { title: string; description: string; plan: string | null };
      fields: { headings: { id: string }[] } | null;
    }[];
  };
  allNavPage: { nodes: { pathname: string; labels: Labels; ancestors: string[]; plan: string }[] };
  allProduct: { nodes: { id: string; name: Labels }[] };
  allApiComponent: { nodes: ApiNode[] };
  allApiInterface: { nodes: ApiNode[] };
}

/** What was written, for the build log and the benchmark. */
export interface SearchIndexReport {
  files: { fileName: string; bytes: number }[];
  entries: Record<string, number>;
}

/**
 * After the build: each language's search files (names, and the full text it points at by
 * content hash) from the MDX sources and the API nodes, and the OpenSearch
 * description that lets a browser use `/x/search/?q=` as a search engine.
 */
export function writeSearchIndex(data: SearchContent, publicDir = path.resolve('public')): SearchIndexReport {
  const mdx = new Map(data.allMdx.nodes.map((node) => [node.id, node]));
  const apiNodes = new Map(
    [...data.allApiComponent.nodes, ...data.allApiInterface.nodes].map((node) => [node.id, node]),
  );
  const nav = new Map(data.allNavPage.nodes.map((node) => [node.pathname, node]));
  const productNames = new Map(data.allProduct.nodes.map((product) => [product.id, product.name]));

  const dir = path.join(publicDir, SEARCH_INDEX_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const report: SearchIndexReport = { files: [], entries: {} };

  for (const lang of LANGUAGES) {
    const guides: GuideSource[] = [];
    const apis: ApiSource[] = [];
    for (const page of data.allSitePage.nodes) {
      const context = page.pageContext ?? {};
      if (context.lang !== lang || context.frame !== 'docs' || typeof context.id !== 'string') continue;
      const pathname = String(context.pathname);
      const productId = String(context.productId);
      const navEntry = nav.get(pathname);
      const product = productNames.get(productId);
      const crumbs = [
        ...(product && productId !== 'introduction' ? [product[lang]] : []),
        ...(navEntry?.ancestors ?? [])
          .map((ancestor) => nav.get(ancestor)?.labels[lang])
          .filter((label): label is string => Boolean(label)),
      ];
      const path = toPagePath(pathname, lang);
      const guide = mdx.get(context.id);
      const api = apiNodes.get(context.id);
      if (guide) {
        guides.push({
          path,
          title: navEntry?.labels[lang] ?? guide.frontmatter.title,
          description: guide.frontmatter.description,
          body: guide.body,
          anchors: (guide.fields?.headings ?? []).map((heading) => heading.id),
          productId,
          plan: guide.frontmatter.plan ?? navEntry?.plan ?? 'community',
          crumbs,
        });
      } else if (api) {
        apis.push({
          ...api,
          kind: api.properties ? 'interface' : 'component',
          path,
          props: api.props ?? api.properties ?? [],
          slots: api.slots ?? [],
          classes: api.classes ?? [],
          crumbs,
        });
      }
    }
    const documents = searchDocuments(guides, apis);
    const { names, text } = buildSearchIndex(lang, documents);
    for (const file of [names, text]) {
      fs.writeFileSync(path.join(dir, file.fileName), file.json);
      report.files.push({ fileName: file.fileName, bytes: Buffer.byteLength(file.json) });
    }
    report.entries[lang] = documents.names.entries.length;
  }
  fs.writeFileSync(path.join(publicDir, OPEN_SEARCH_PATH), openSearchDescription(readBuildEnv().siteUrl));
  return report;
}
