/**
 * The design tokens as CSS custom properties (`--docs-*`), written into every page's head by
 * src/app/render-body.tsx. The CSS modules and global CSS take sizes, layers, radii, fonts and
 * colours only from these; tests/unit/css-tokens.test.ts fails on a hard-coded copy.
 */
import {
  CODE_COLORS,
  CODE_FONT_FAMILY,
  FONT_FAMILY,
  HEADER_HEIGHT,
  NAV_DRAWER_WIDTH,
  RADIUS,
  SCHEMES,
  TOC_WIDTH,
  Z_INDEX,
  type SchemeTokens,
} from './tokens';

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** `{ md: 8 }` with prefix `radius-` and unit `px` → `{ '--docs-radius-md': '8px' }`. */
function prefixed(
  prefix: string,
  values: Readonly<Record<string, string | number>> | SchemeTokens,
  unit = '',
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [`--docs-${prefix}${kebab(key)}`, `${value}${unit}`]),
  );
}

/** The variables that are the same in both colour schemes. */
export const STATIC_VARIABLES: Readonly<Record<string, string>> = {
  '--docs-header-height': `${HEADER_HEIGHT}px`,
  '--docs-nav-drawer-width': `${NAV_DRAWER_WIDTH}px`,
  '--docs-toc-width': `${TOC_WIDTH}px`,
  ...prefixed('z-index-', Z_INDEX),
  ...prefixed('radius-', RADIUS, 'px'),
  '--docs-font-family': FONT_FAMILY,
  '--docs-font-code': CODE_FONT_FAMILY,
  ...prefixed('code-', CODE_COLORS),
};

/** `var(--docs-radius-md)` and the like, for styles written in TypeScript (the demos' emotion styles). */
export function cssVar(name: string): string {
  if (!(name in STATIC_VARIABLES)) {
    throw new Error(`No CSS variable ${name}; the static ones are ${Object.keys(STATIC_VARIABLES).join(', ')}.`);
  }
  return `var(${name})`;
}

/** The colour variables, `var(--docs-text)` etc., whose values follow the colour scheme. */
export const vars = Object.fromEntries(
  (Object.keys(SCHEMES.light) as (keyof SchemeTokens)[]).map((key) => [key, `var(--docs-${kebab(key)})`]),
) as Record<keyof SchemeTokens, string>;

/** The colour variables of each scheme, by name. */
export const SCHEME_VARIABLES = {
  light: prefixed('', SCHEMES.light),
  dark: prefixed('', SCHEMES.dark),
} as const;

const declarations = (variables: Record<string, string>) =>
  Object.entries(variables)
    .map(([name, value]) => `${name}:${value};`)
    .join('');

/**
 * The stylesheet every page's head carries: the static variables and the light colours on
 * `:root`, the dark colours when `<html>` has the dark scheme attribute, and the matching
 * `color-scheme` for form controls.
 */
export function designTokenStylesheet(attribute: string): string {
  return (
    `:root{${declarations(STATIC_VARIABLES)}${declarations(SCHEME_VARIABLES.light)}color-scheme:light;}` +
    `[${attribute}="dark"]{${declarations(SCHEME_VARIABLES.dark)}color-scheme:dark;}`
  );
}
