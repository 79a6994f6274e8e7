import type { Problem } from '../problems';
import type { DemoUsage } from './demo-usages';

/** A page that embeds demos, as the validator sees it. */
export interface PageDemos {
  file: string;
  /** The English content folder, whose demos/ folder every language uses. */
  contentPath: string;
  usages: readonly DemoUsage[];
}

/**
 * Every `<Demo name>` must name a demo in its page's demos/ folder; the message lists the ones
 * that exist. `available` maps content paths to their demo names.
 */
export function validateDemoUsages(
  pages: readonly PageDemos[],
  available: ReadonlyMap<string, readonly string[]>,
): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    const names = available.get(page.contentPath) ?? [];
    for (const usage of page.usages) {
      if (!names.includes(usage.name)) {
        problems.push({
          file: page.file,
          message:
            `embeds <Demo name="${usage.name}" />, but content/en/${page.contentPath}/demos/ has no ${usage.name}.tsx.` +
            (names.length > 0
              ? ` Demos of this page: ${[...names].sort().join(', ')}.`
              : ' This page has no demos yet.'),
        });
      }
    }
  }
  return problems;
}
