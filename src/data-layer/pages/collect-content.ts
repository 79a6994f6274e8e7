import type { Node } from 'gatsby';
import type { Language } from '../../i18n/languages';
import type { ContentFile } from '../content/validate-content';
import type { DemoUsage } from '../demos/demo-usages';

export interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  fields?: { lang: Language; pathname: string; contentPath: string; sourceFile: string; demos: DemoUsage[] };
  internal: Node['internal'] & { contentFilePath?: string };
}

export interface ContentPage extends ContentFile {
  id: string;
  /** Absolute path of the MDX file, for the page component. */
  contentFilePath: string;
  demos: DemoUsage[];
}

/** The MDX pages under `content/`, as plain records. */
export function collectContent(nodes: readonly MdxNode[]): ContentPage[] {
  const pages: ContentPage[] = [];
  for (const node of nodes) {
    const { fields, internal } = node;
    if (!fields || !internal.contentFilePath) {
      continue;
    }
    pages.push({
      id: node.id,
      file: fields.sourceFile,
      lang: fields.lang,
      pathname: fields.pathname,
      contentPath: fields.contentPath,
      frontmatter: node.frontmatter ?? {},
      contentFilePath: internal.contentFilePath,
      demos: fields.demos ?? [],
    });
  }
  return pages;
}
