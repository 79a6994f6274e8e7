import * as React from 'react';
import type { DemoStyling } from './demo-types';

export interface DemoCodeFile {
  fileName: string;
  jsFileName: string;
  ts: string | null;
  tsHtml: string | null;
  js: string;
  jsHtml: string;
}

export interface DemoStylingCode {
  styling: DemoStyling | string;
  files: readonly DemoCodeFile[];
  /** Package maps; typed `unknown` because they arrive as JSON (read with `dependencyMap`). */
  sandbox: { dependencies: unknown; typeScriptDevDependencies: unknown };
}

export interface DemoCode {
  stylings: readonly DemoStylingCode[];
}

/** A package → version map from JSON, keeping only string versions. */
export function dependencyMap(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** What a page knows of each of its demos (from the page query). */
export interface DemoData {
  name: string;
  sourceFile: string;
  hasTypeScript: boolean;
  stylings: readonly string[];
  preview: { tsHtml: string; jsHtml: string } | null;
  codeUrl: string;
  /** Present for demos whose code starts open. */
  code: DemoCode | null;
}

interface PageDemos {
  demos: ReadonlyMap<string, DemoData>;
  /** The page turns ads off, including the ones under demos. */
  adsDisabled: boolean;
}

const DemoDataContext = React.createContext<PageDemos | null>(null);

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
  return <DemoDataContext.Provider value={value}>{children}</DemoDataContext.Provider>;
}

function usePageDemos(): PageDemos {
  const value = React.useContext(DemoDataContext);
  if (value === null) {
    throw new Error('Could not find the page demos; please ensure the content is wrapped in a <DemoDataProvider>.');
  }
  return value;
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
