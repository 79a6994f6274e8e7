import * as React from 'react';
import { createRequiredContext } from '../../lib/required-context';

/** A row an `<ApiTable>` can show, as the page query reads it. */
export type ApiTableEntry = Queries.DocPageQuery['apiTableEntries']['nodes'][number];

const [ApiTableDataContext, useApiTableEntries] = createRequiredContext<readonly ApiTableEntry[]>(
  'ApiTableDataProvider',
  'the page’s API table entries',
);

export { useApiTableEntries };

/** Gives the page's `<ApiTable>` elements the entries the page queried. Rendered by the page around its content. */
export function ApiTableDataProvider({
  entries,
  children,
}: {
  entries: readonly ApiTableEntry[];
  children: React.ReactNode;
}) {
  return <ApiTableDataContext value={entries}>{children}</ApiTableDataContext>;
}
