import type { Node } from 'gatsby';
import { isLanguage } from '../../i18n/languages';
import type { ContentFile } from '../content/validate-content';
import { API_TABLE_KINDS, API_TABLE_PLANS, type ApiTableUsage } from '../../lib/api-table';
import type { DemoUsage } from '../mdx/page-outline';

export interface ContentPage extends ContentFile {
  id: string;
  /** Absolute path of the MDX file, for the page component. */
  contentFilePath: string;
  demos: DemoUsage[];
  /** The `<ApiTable>` elements it embeds. */
  apiTables: ApiTableUsage[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDemoUsage(value: unknown): value is DemoUsage {
  return isRecord(value) && typeof value.name === 'string' && typeof value.defaultCodeOpen === 'boolean';
}

function optionalText(value: unknown): value is string | null {
  return value === null || value === undefined || typeof value === 'string';
}

function isApiTableUsage(value: unknown): value is ApiTableUsage {
  return (
    isRecord(value) &&
    API_TABLE_KINDS.some((kind) => kind === value.kind) &&
    optionalText(value.interface) &&
    (value.plan === null || value.plan === undefined || API_TABLE_PLANS.some((plan) => plan === value.plan)) &&
    optionalText(value.filter)
  );
}

/**
 * An MDX node as a plain record, from the fields onCreateNode gave it; null for an MDX node
 * that is not one of our pages (it has none of those fields).
 */
export function readContentPage(node: Node): ContentPage | null {
  const { fields } = node;
  const contentFilePath = (node.internal as { contentFilePath?: unknown }).contentFilePath;
  if (!isRecord(fields) || typeof contentFilePath !== 'string') {
    return null;
  }
  const { lang, pathname, contentPath, sourceFile, demos, apiTables } = fields;
  if (
    !isLanguage(lang) ||
    typeof pathname !== 'string' ||
    typeof contentPath !== 'string' ||
    typeof sourceFile !== 'string' ||
    !Array.isArray(demos)
  ) {
    throw new Error(`MDX node ${node.id} (${contentFilePath}) has incomplete fields.`);
  }
  return {
    id: node.id,
    file: sourceFile,
    lang,
    pathname,
    contentPath,
    frontmatter: isRecord(node.frontmatter) ? node.frontmatter : {},
    contentFilePath,
    demos: demos.filter(isDemoUsage),
    apiTables: Array.isArray(apiTables)
      ? apiTables.filter(isApiTableUsage).map((usage) => ({
          kind: usage.kind,
          interface: usage.interface ?? null,
          plan: usage.plan ?? null,
          filter: usage.filter ?? null,
        }))
      : [],
  };
}

/** The MDX pages under `content/`, as plain records. */
export function collectContent(nodes: readonly Node[]): ContentPage[] {
  return nodes.flatMap((node) => readContentPage(node) ?? []);
}
