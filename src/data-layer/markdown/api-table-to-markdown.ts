import type { PhrasingContent, Table } from 'mdast';
import { apiTableStringsFor } from '../../components/mdx/api-table-strings';
import { selectApiTableEntries, type ApiTableEntryKey, type ApiTableUsage } from '../../lib/api-table';
import { table } from './api-to-markdown';
import { htmlToCell } from './doc-html-to-mdast';
import type { LinkContext } from './markdown-links';

/** An `ApiTableEntry` node as the Markdown copies read it. */
export interface ApiTableMarkdownEntry extends ApiTableEntryKey {
  typeText: string;
  eventTypeText: string | null;
  descriptionHtml: string;
  deprecatedHtml: string | null;
}

const PLAN_WORDS: Record<string, string> = { pro: 'Pro', premium: 'Premium' };
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

/**
 * An `<ApiTable>` as the Markdown table the page shows: the same entries, the column headers in
 * the page's language, the plan as a word after the name and the JSDoc as text with its code.
 */
export function apiTableToMarkdown(
  usage: ApiTableUsage,
  entries: readonly ApiTableMarkdownEntry[],
  links: LinkContext,
): Table {
  const t = apiTableStringsFor(links.lang);
  const header =
    usage.kind === 'methods'
      ? [t('apiTableMethod'), t('apiTableSignature')]
      : usage.kind === 'events'
        ? [t('apiTableEvent'), t('apiTableParams'), t('apiTableEventObject')]
        : [t('apiTableSelector'), t('apiTableReturns')];
  const rows = selectApiTableEntries(entries, usage).map((entry) => {
    const name: PhrasingContent[] = [code(entry.name)];
    const plan = PLAN_WORDS[entry.plan];
    if (plan) name.push({ type: 'text', value: ` (${plan})` });
    const description = htmlToCell(entry.descriptionHtml, links);
    if (entry.deprecatedHtml !== null) {
      description.unshift(
        { type: 'strong', children: [{ type: 'text', value: `${t('apiTableDeprecated')}.` }] },
        { type: 'text', value: ' ' },
        ...htmlToCell(entry.deprecatedHtml, links),
        ...(description.length > 0 ? [{ type: 'break' as const }] : []),
      );
    }
    const types =
      usage.kind === 'events'
        ? [[code(entry.typeText)], entry.eventTypeText ? [code(entry.eventTypeText)] : []]
        : [[code(entry.typeText)]];
    return [name, ...types, description];
  });
  return table([...header, t('apiTableDescription')], rows);
}
