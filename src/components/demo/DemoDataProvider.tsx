import * as React from 'react';
import { createRequiredContext } from '../../lib/required-context';

/** A demo's full code: the `code` of a `Demo` node, from the page query or the demo's code file. */
export type DemoCode = Queries.DocPageQuery['openDemos']['nodes'][number]['code'];
export type DemoStylingCode = DemoCode['stylings'][number];
export type DemoCodeFile = DemoStylingCode['files'][number];

/** A package → version map from JSON, keeping only string versions. */
export function dependencyMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** What a page knows of each of its demos: the page query's node, with the code of open demos. */
export type DemoData = Queries.DocPageQuery['demos']['nodes'][number] & {
  /** Present for demos whose code starts open. */
  code: DemoCode | null;
};

interface PageDemos {
  demos: ReadonlyMap<string, DemoData>;
  /** The page turns ads off, including the ones under demos. */
  adsDisabled: boolean;
}

const [DemoDataContext, usePageDemos] = createRequiredContext<PageDemos>('DemoDataProvider', 'the page demos');

/** Gives the demos of a page their data. Rendered by the page around its content. */
export function DemoDataProvider({
  demos,
  adsDisabled,
  children,
}: {
  demos: readonly DemoData[];
  adsDisabled: boolean;
  children: React.ReactNode;
}) {
  const value = React.useMemo(
    () => ({ demos: new Map(demos.map((demo) => [demo.name, demo])), adsDisabled }),
    [demos, adsDisabled],
  );
  return <DemoDataContext value={value}>{children}</DemoDataContext>;
}

export function usePageAdsDisabled(): boolean {
  return usePageDemos().adsDisabled;
}

export function useDemoData(name: string): DemoData {
  const { demos } = usePageDemos();
  const demo = demos.get(name);
  if (!demo) {
    throw new Error(`The page has no data for the demo "${name}"; known demos: ${[...demos.keys()].join(', ')}.`);
  }
  return demo;
}
