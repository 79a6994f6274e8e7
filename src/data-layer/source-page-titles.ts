import type { SourceNodesArgs } from 'gatsby';
import { pageTitles } from '../../content/navigation/page-titles';

export function sourcePageTitles({ actions, createContentDigest, createNodeId }: SourceNodesArgs): void {
  for (const row of pageTitles) {
    const data = { pathname: row.pathname, en: row.en, zh: 'zh' in row ? row.zh : null };
    actions.createNode({
      ...data,
      id: createNodeId(`PageTitle ${row.pathname}`),
      internal: { type: 'PageTitle', contentDigest: createContentDigest(data) },
    });
  }
}
