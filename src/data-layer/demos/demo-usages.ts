/** A `<Demo>` element of a page, as the data layer needs it. */
export interface DemoUsage {
  name: string;
  defaultCodeOpen: boolean;
}

const DEMO_TAG = /<Demo\b([^>]*?)\/?>/g;

/**
 * Finds the demos a page embeds from its MDX source. The MDX compiler checks the elements fully
 * (remark-demos); this only needs each name and whether its code starts open.
 */
export function demoUsages(mdxBody: string): DemoUsage[] {
  const usages: DemoUsage[] = [];
  for (const match of mdxBody.matchAll(DEMO_TAG)) {
    const attributes = match[1] ?? '';
    const name = /\bname="([^"]+)"/.exec(attributes)?.[1];
    if (name) {
      usages.push({ name, defaultCodeOpen: /\bdefaultCodeOpen(?!\s*=\s*\{\s*false\s*\})/.test(attributes) });
    }
  }
  return usages;
}
