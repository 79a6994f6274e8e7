import { readBuildEnv } from '../../config/build-env';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { API_COMPONENTS, API_INTERFACES, type ApiArea } from '../../../content/api/api-list';
import { apiPagePathname } from '../../lib/api-paths';
import { LIBRARY_VERSION } from '../../config/library';
import type { ProductId } from '../../../content/navigation/types';
import { highlightToHtml } from '../mdx/highlight';
import type { ApiPackage } from './api-packages';
import type { Declarations } from './declarations';
import type { ApiExtraction, ApiPageData, ApiPropData } from './api-types';
import { docTextToHtml, type DocLinkContext } from './doc-text-html';
import { extractApi } from './extract-api';

export const API_PRODUCT: Record<ApiArea, ProductId> = {
  'data-grid': 'x-data-grid',
  'date-pickers': 'x-date-pickers',
  charts: 'x-charts',
  'tree-view': 'x-tree-view',
};

const EXTRACTOR_DIR = path.resolve('src/data-layer/api');
const API_LIST_FILE = path.resolve('content/api/api-list.ts');

/** Changes with the installed versions, the API list and the extractor's own code. */
export function extractionCacheKey(packages: readonly ApiPackage[], name = 'api-extraction'): string {
  const hash = crypto.createHash('sha256');
  hash.update(packages.map((pkg) => `${pkg.name}@${pkg.version}`).join(','));
  for (const file of [
    API_LIST_FILE,
    ...fs
      .readdirSync(EXTRACTOR_DIR)
      .sort()
      .map((name) => path.join(EXTRACTOR_DIR, name)),
  ]) {
    hash.update(fs.readFileSync(file));
  }
  return `${name}-${hash.digest('hex').slice(0, 16)}`;
}

/** A node's own fields, as the GraphQL schema declares them (src/data-layer/schema.ts). */
type NodeFields<T> = Omit<T, 'id' | 'parent' | 'children' | 'internal'>;

function propNode(prop: ApiPropData, context: DocLinkContext): Queries.ApiProp {
  return {
    name: prop.name,
    typeText: prop.type,
    required: prop.required,
    defaultValue: prop.defaultValue,
    descriptionHtml: docTextToHtml(prop.description, context),
    deprecated: prop.deprecated !== null,
    deprecatedHtml: prop.deprecated ? docTextToHtml(prop.deprecated, context) : null,
    plan: prop.plan,
    signature: prop.signature
      ? {
          typeText: prop.signature.type,
          args: prop.signature.args.map((arg) => ({
            name: arg.name,
            typeText: arg.type,
            descriptionHtml: docTextToHtml(arg.description, context),
          })),
          returns: prop.signature.returns
            ? {
                typeText: prop.signature.returns.type,
                descriptionHtml: docTextToHtml(prop.signature.returns.description, context),
              }
            : null,
        }
      : null,
  };
}

function pageNode(
  page: ApiPageData,
  context: DocLinkContext,
  sourceRepository: string,
): NodeFields<Queries.ApiComponent> | NodeFields<Queries.ApiInterface> {
  const common = {
    name: page.name,
    slug: page.slug,
    area: page.area,
    productId: API_PRODUCT[page.area],
    pathname: apiPagePathname({ api: page.area, name: page.name }),
    packageName: page.packageName,
    plan: page.plan,
    version: page.version,
    exportedAs: page.exportedAs,
    imports: page.imports,
    importsHtml: highlightToHtml(page.imports.join('\n// or\n'), 'tsx'),
    descriptionHtml: docTextToHtml(page.description, context),
    deprecatedHtml:
      page.deprecated === null ? null : docTextToHtml(page.deprecated || 'This API is deprecated.', context),
    sourceUrl: `${sourceRepository}/tree/v${page.version}/${page.sourcePath}`,
  };
  if (page.kind === 'interface') {
    return {
      ...common,
      properties: page.properties.map((prop) => propNode(prop, context)),
      propCount: page.properties.length,
      supplementedFrom: page.supplementedFrom,
    };
  }
  return {
    ...common,
    props: page.props.map((prop) => propNode(prop, context)),
    propCount: page.props.length,
    slots: page.slots.map((slot) => ({
      name: slot.name,
      descriptionHtml: docTextToHtml(slot.description, context),
      defaultValue: slot.defaultValue,
      className: slot.className,
    })),
    classes: page.classes.map((entry) => ({
      key: entry.key,
      className: entry.className,
      descriptionHtml: docTextToHtml(entry.description, context),
      isGlobal: entry.isGlobal,
    })),
    inheritance: page.inheritance,
    spreadsNative: page.spreadsNative,
    forwardsRef: page.ref.forwarded,
    refElement: page.ref.element,
    muiName: page.theme?.name ?? null,
    themeAugmentation: page.theme?.augmentation ?? null,
  };
}

/**
 * `ApiComponent` and `ApiInterface` nodes, read from the installed packages' declarations. The
 * extraction (a TypeScript program over every package, a few seconds) is cached by package
 * version, API list and extractor code, so a warm build does not parse again. Returns how links in
 * the packages' comments resolve, for the other nodes read from the same declarations.
 */
export async function sourceApi(
  args: SourceNodesArgs,
  sitePathnames: ReadonlySet<string>,
  packages: readonly ApiPackage[],
  declarations: () => Declarations,
): Promise<DocLinkContext | null> {
  const { actions, cache, createContentDigest, createNodeId, reporter } = args;
  const key = extractionCacheKey(packages);
  const started = process.hrtime.bigint();
  let extraction = (await cache.get(key)) as ApiExtraction | undefined;
  const cached = extraction !== undefined;
  if (!extraction) {
    try {
      extraction = extractApi(packages, API_COMPONENTS, API_INTERFACES, declarations());
    } catch (error) {
      reporter.panic(`API reference: ${(error as Error).message}`);
      return null;
    }
    await cache.set(key, extraction);
  }
  const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
  const propCount = extraction.pages.reduce(
    (sum, page) => sum + (page.kind === 'component' ? page.props.length : page.properties.length),
    0,
  );
  reporter.info(
    `API reference: ${extraction.pages.length} pages, ${propCount} props and properties, ${cached ? 'read from the cache' : 'extracted from the type declarations'} in ${Math.round(milliseconds)} ms.`,
  );
  for (const { packageName, names } of extraction.unlisted) {
    reporter.warn(
      `API reference: ${packageName} exports ${names.length} documented-looking components without an API page: ${names.slice(0, 12).join(', ')}${names.length > 12 ? ', …' : ''}.`,
    );
  }
  for (const pkg of packages.filter((candidate) => candidate.version !== LIBRARY_VERSION)) {
    reporter.warn(
      `API reference: ${pkg.name} is read from ${pkg.version}, as ${LIBRARY_VERSION} is not published on the registry; its pages say so.`,
    );
  }

  const context: DocLinkContext = {
    apiPages: new Map(
      extraction.pages.map((page) => [page.name, `${apiPagePathname({ api: page.area, name: page.name })}/`]),
    ),
    sitePathnames,
  };
  for (const page of extraction.pages) {
    const data = pageNode(page, context, readBuildEnv().site.sourceRepository);
    const type = page.kind === 'component' ? 'ApiComponent' : 'ApiInterface';
    actions.createNode({
      ...data,
      id: createNodeId(`${type} ${page.area} ${page.slug}`),
      internal: { type, contentDigest: createContentDigest(data) },
    });
  }
  return context;
}
