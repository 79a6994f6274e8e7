import type { DemoStyling } from './demo-stylings';

/**
 * The query that asks the build for a demo's module map instead of the demo
 * (`…/demos/Name?demo-scope`, answered by src/data-layer/webpack/demo-scope-loader.mjs): what the
 * demo's files import, by key, so that an edited copy can import the same modules (decision 0045).
 */
export const DEMO_SCOPE_SUFFIX = '?demo-scope';

/** A demo's module map: module key → the bindings the demo imports from it. */
export type DemoScope = Readonly<Record<string, object>>;
export type DemoScopeLoaders = Partial<Record<DemoStyling, () => Promise<{ default: DemoScope }>>>;
