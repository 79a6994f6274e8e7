/**
 * The components authors may use in MDX without importing them, and the attributes each takes.
 * The build checks every use against this table (src/data-layer/mdx/remark-check-components.ts),
 * and a unit test checks it matches the components the site renders (mdx-components.tsx).
 */
export interface AttributeRule {
  required?: boolean;
  /** Allowed literal values. */
  values?: readonly string[];
  /** A boolean attribute: written bare (`dev`) or as `dev={true}`. */
  boolean?: boolean;
}

export const CONTENT_COMPONENTS = {
  Callout: { type: { values: ['info', 'success', 'warning', 'error'] } },
  PlanBadge: { plan: { required: true, values: ['pro', 'premium'] } },
  InstallTabs: { packages: { required: true }, dev: { boolean: true } },
} as const satisfies Record<string, Record<string, AttributeRule>>;

export type ContentComponent = keyof typeof CONTENT_COMPONENTS;

/**
 * Components handled by their own build step rather than the MDX provider: `<Demo>` is turned
 * into the demo container by remark-demos, which also checks its options.
 */
export const INJECTED_COMPONENTS = ['Demo'] as const;
