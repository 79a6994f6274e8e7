import type { SourceNodesArgs } from 'gatsby';
import type { ApiPackage } from './api-packages';
import type { ApiTableEntryData } from './api-table-types';
import { docTextToHtml, type DocLinkContext } from './doc-text-html';
import type { Declarations } from './declarations';
import { extractApiTables } from './extract-api-tables';
import { extractionCacheKey } from './source-api';

/**
 * `ApiTableEntry` nodes: the Data Grid's API methods, events and selectors that `<ApiTable>`
 * embeds in guides, read from the installed grid packages' declarations. Cached like the API
 * pages' extraction (by package versions and extractor code).
 */
export async function sourceApiTables(
  args: SourceNodesArgs,
  context: DocLinkContext,
  packages: readonly ApiPackage[],
  declarations: () => Declarations,
): Promise<void> {
  const { actions, cache, createContentDigest, createNodeId, reporter } = args;
  const key = extractionCacheKey(packages, 'api-tables');
  let entries = (await cache.get(key)) as ApiTableEntryData[] | undefined;
  if (!entries) {
    try {
      entries = extractApiTables(packages, declarations());
    } catch (error) {
      reporter.panic(`API tables: ${(error as Error).message}`);
      return;
    }
    await cache.set(key, entries);
  }
  for (const entry of entries) {
    const data = {
      kind: entry.kind,
      name: entry.name,
      typeText: entry.typeText,
      eventTypeText: entry.eventTypeText,
      descriptionHtml: docTextToHtml(entry.description, context),
      deprecatedHtml:
        entry.deprecated === null ? null : docTextToHtml(entry.deprecated || 'This API is deprecated.', context),
      plan: entry.plan,
      interfaces: entry.interfaces,
    };
    actions.createNode({
      ...data,
      id: createNodeId(`ApiTableEntry ${entry.kind} ${entry.name}`),
      internal: { type: 'ApiTableEntry', contentDigest: createContentDigest(data) },
    });
  }
}
