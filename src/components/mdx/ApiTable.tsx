// First the Gatsby runtime, which loads gatsby-browser and so the frame's stylesheets, then this
// component's own: pages import it from their MDX, ahead of the template (decision 0025).
import 'gatsby';
import * as React from 'react';
import type { Plan } from '../../../content/navigation/types';
import { selectApiTableEntries, type ApiTableKind } from '../../lib/api-table';
import { ApiHtml } from '../api/ApiHtml';
import { isPaidPlan } from '../plan/PlanIcon';
import { PlanBadge } from './PlanBadge';
import { TableWrapper } from './TableWrapper';
import { useApiTableStrings } from './api-table-strings';
import { useApiTableEntries, type ApiTableEntry } from './ApiTableDataProvider';

export interface ApiTableProps {
  kind: ApiTableKind;
  interface?: string;
  plan?: Plan;
  filter?: string;
}

/** The type column: a signature, an event's params and event object, or a selector's return type. */
function TypeCells({ entry }: { entry: ApiTableEntry }) {
  if (entry.kind !== 'events') {
    return (
      <td>
        <code>{entry.typeText}</code>
      </td>
    );
  }
  return (
    <>
      <td>
        <code>{entry.typeText}</code>
      </td>
      <td>{entry.eventTypeText ? <code>{entry.eventTypeText}</code> : '—'}</td>
    </>
  );
}

/**
 * The Data Grid's API methods, events or selectors as a table, from the entries the page queried
 * (read from the packages' declarations at build time): `<ApiTable kind="events" />`,
 * `<ApiTable kind="methods" interface="GridSortApi" />`. Pro and Premium entries carry their
 * plan badge; the descriptions are the packages' English JSDoc.
 */
export function ApiTable({ kind, interface: interfaceName, plan, filter }: ApiTableProps) {
  const t = useApiTableStrings();
  const entries = selectApiTableEntries(useApiTableEntries(), {
    kind,
    interface: interfaceName ?? null,
    plan: plan ?? null,
    filter: filter ?? null,
  });
  const columns =
    kind === 'methods'
      ? [t('apiTableMethod'), t('apiTableSignature')]
      : kind === 'events'
        ? [t('apiTableEvent'), t('apiTableParams'), t('apiTableEventObject')]
        : [t('apiTableSelector'), t('apiTableReturns')];
  const caption =
    kind === 'methods'
      ? t('apiTableMethodsCaption', { name: interfaceName ?? '' })
      : kind === 'events'
        ? t('apiTableEventsCaption')
        : t('apiTableSelectorsCaption');
  return (
    <TableWrapper>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {[...columns, t('apiTableDescription')].map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.name}>
            <th scope="row">
              <code>{entry.name}</code>
              {isPaidPlan(entry.plan) ? <PlanBadge plan={entry.plan} /> : null}
            </th>
            <TypeCells entry={entry} />
            <td>
              {entry.deprecatedHtml !== null ? (
                <p>
                  <strong>{t('apiTableDeprecated')}</strong> <ApiHtml html={entry.deprecatedHtml} inline />
                </p>
              ) : null}
              <ApiHtml html={entry.descriptionHtml} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableWrapper>
  );
}
