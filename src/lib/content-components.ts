/**
 * The components authors may use in MDX without importing them, the attributes each takes, and
 * the rules between attributes. The build checks every use against this table, once
 * (src/data-layer/mdx/remark-check-components.ts); a unit test checks that it lists exactly the
 * components the site renders.
 */
import { API_INTERFACE_NAME, API_TABLE_KINDS, API_TABLE_PLANS } from './api-table';

export interface AttributeRule {
  required?: boolean;
  /** Allowed literal values. */
  values?: readonly string[];
  /** A text value of this form (the source of the pattern is quoted in the message). */
  pattern?: RegExp;
  /** A boolean attribute: written bare (`dev`) or as `dev={true}`. */
  boolean?: boolean;
  /** A number of pixels, written as `height={400}`. */
  number?: boolean;
}

/** A rule between attributes of one element. */
export type CombinationRule =
  | { kind: 'excludes'; attributes: readonly [string, string]; reason: string }
  | { kind: 'requires'; attribute: string; requires: string; reason: string }
  | { kind: 'notFalse'; attribute: string; reason: string }
  /** `attribute` is required when `when` has `value`, and not allowed otherwise. */
  | { kind: 'exactlyWith'; attribute: string; when: readonly [string, string]; reason: string };

export interface ComponentRules {
  attributes: Readonly<Record<string, AttributeRule>>;
  /** The element must stand on its own line (not inside a paragraph). */
  block?: boolean;
  combinations?: readonly CombinationRule[];
  /** What the element holds: only these components, at least `min` of them, each with a different `unique` attribute. */
  children?: { only: string; min: number; unique?: string };
  /** The element only makes sense directly inside this component. */
  parent?: string;
  /** The element must hold a fenced code block. */
  code?: boolean;
}

/** A demo's name: its file name in the page's demos/ folder, PascalCase (`CheckboxSelection`). */
export const DEMO_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** Text an `<ApiTable filter>` looks for in entry names: letters and digits. */
export const API_TABLE_FILTER = /^[A-Za-z0-9]+$/;

export const CONTENT_COMPONENTS = {
  Callout: { attributes: { type: { values: ['info', 'success', 'warning', 'error'] } } },
  PlanBadge: { attributes: { plan: { required: true, values: ['pro', 'premium'] } } },
  InstallTabs: { attributes: { packages: { required: true }, dev: { boolean: true } } },
  /**
   * Alternatives of the same code in tabs; the reader's choice is remembered per `kind`, so
   * blocks of one kind share it (kebab-case, e.g. `plan`, `date-library`).
   */
  CodeTabs: {
    block: true,
    attributes: { kind: { required: true, pattern: /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/ } },
    children: { only: 'CodeTab', min: 2, unique: 'label' },
  },
  CodeTab: { block: true, attributes: { label: { required: true } }, parent: 'CodeTabs', code: true },
  /**
   * The Data Grid's API methods (of one interface), events or selectors, read from the packages'
   * declarations at build time; `plan` and `filter` (text in the name) narrow the list. The
   * build also checks that the interface exists and that the table lists something.
   */
  ApiTable: {
    block: true,
    attributes: {
      kind: { required: true, values: API_TABLE_KINDS },
      interface: { pattern: API_INTERFACE_NAME },
      plan: { values: API_TABLE_PLANS },
      filter: { pattern: API_TABLE_FILTER },
    },
    combinations: [
      {
        kind: 'exactlyWith',
        attribute: 'interface',
        when: ['kind', 'methods'],
        reason: 'methods are listed per grid API interface, and only methods are',
      },
    ],
  },
  /** A live demo from the page's demos/ folder; the build turns it into the demo container. */
  Demo: {
    block: true,
    attributes: {
      name: { required: true, pattern: DEMO_NAME },
      bg: { values: ['outlined', 'inline', 'playground'] },
      defaultCodeOpen: { boolean: true },
      hideToolbar: { boolean: true },
      iframe: { boolean: true },
      disableAd: { boolean: true },
      maxWidth: { number: true },
      height: { number: true },
    },
    combinations: [
      { kind: 'notFalse', attribute: 'hideToolbar', reason: 'showing the toolbar is already the default' },
      {
        kind: 'excludes',
        attributes: ['hideToolbar', 'defaultCodeOpen'],
        reason: 'code cannot open without a toolbar',
      },
      {
        kind: 'excludes',
        attributes: ['hideToolbar', 'disableAd'],
        reason: 'the inline ad only shows with open code, which needs the toolbar',
      },
      {
        kind: 'requires',
        attribute: 'iframe',
        requires: 'height',
        reason: 'an iframe is drawn in the browser only, so the page must reserve its height',
      },
    ],
  },
} as const satisfies Record<string, ComponentRules>;

export type ContentComponent = keyof typeof CONTENT_COMPONENTS;
