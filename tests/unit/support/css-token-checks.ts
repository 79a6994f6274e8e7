import { SCHEME_VARIABLES, STATIC_VARIABLES } from '../../../src/components/theme/css-variables';
import {
  BREAKPOINTS,
  CODE_FONT_FAMILY,
  FONT_FAMILY,
  HEADER_HEIGHT,
  NAV_DRAWER_WIDTH,
  SETTINGS_DRAWER_WIDTH,
  TOC_WIDTH,
} from '../../../src/components/theme/tokens';

/**
 * The checks that keep the site's CSS on its design tokens: media query widths are breakpoints,
 * and nothing that has a token (layout sizes, layers, radii, font stacks, token colours) is
 * written out by hand. Each finding is `file:line message`.
 */

const BREAKPOINT_WIDTHS = new Set<number>(Object.values(BREAKPOINTS));

/** A `max-width` media query stops just below a breakpoint, as Material UI's `down()` does. */
const isBreakpointWidth = (width: number) =>
  BREAKPOINT_WIDTHS.has(width) || BREAKPOINT_WIDTHS.has(Math.round((width + 0.05) * 100) / 100);

/** Layout sizes, and the properties in which a literal copy of them means that size. */
const LAYOUT_SIZES = [
  {
    px: HEADER_HEIGHT,
    variable: '--docs-header-height',
    properties: /^(top|inset-block-start|height|min-height|max-height|scroll-(margin|padding)-(top|block-start))$/,
  },
  { px: NAV_DRAWER_WIDTH, variable: '--docs-nav-drawer-width', properties: /^((min-|max-)?width|flex-basis)$/ },
  { px: TOC_WIDTH, variable: '--docs-toc-width', properties: /^((min-|max-)?width|flex-basis)$/ },
  // Set inline by the settings panel (SETTINGS_DRAWER_WIDTH); a stylesheet must not repeat it.
  { px: SETTINGS_DRAWER_WIDTH, variable: null, properties: /^((min-|max-)?width|flex-basis)$/ },
];

/** The frame's layers (Z_INDEX) start above this; smaller values order siblings inside a component. */
const FRAME_LAYER_FLOOR = 1000;

const VARIABLES: Record<string, string> = {
  ...SCHEME_VARIABLES.dark,
  ...SCHEME_VARIABLES.light,
  ...STATIC_VARIABLES,
};

const normalizeColor = (color: string) => color.replace(/\s+/g, '').toLowerCase();
/** Token colours by value; white and black are everyday values, not a token's identity. */
const TOKEN_COLORS = new Map(
  Object.entries(VARIABLES)
    .filter(([, value]) => /^(#|rgba?\(|hsla?\()/.test(value) && !/^#(fff|000)(\1)?$/i.test(value))
    .map(([name, value]) => [normalizeColor(value), name]),
);
const COLOR_LITERAL = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^)]*\)/gi;

const firstFamily = (stack: string) => stack.split(',')[0]?.trim().replace(/['"]/g, '').toLowerCase();
const FONT_STACKS = new Map([
  [firstFamily(FONT_FAMILY), '--docs-font-family'],
  [firstFamily(CODE_FONT_FAMILY), '--docs-font-code'],
]);

/** Comments blanked out, keeping every offset (and so every line number) in place. */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

function lineAt(css: string, offset: number): number {
  return css.slice(0, offset).split('\n').length;
}

function checkMediaQueries(css: string, report: (offset: number, message: string) => void) {
  for (const media of css.matchAll(/@media([^{]*)\{/g)) {
    const prelude = media[1] ?? '';
    for (const feature of prelude.matchAll(/((?:min-|max-)?width)\s*(?::|[<>]=?)\s*([\d.]+)([a-z]*)/g)) {
      const [, name, value, unit] = feature;
      if (unit !== 'px' || !isBreakpointWidth(Number(value))) {
        report(
          media.index,
          `@media (${name}: ${value}${unit}) is not a breakpoint; use one of BREAKPOINTS (${[...BREAKPOINT_WIDTHS].join(', ')} px).`,
        );
      }
    }
  }
}

function checkDeclaration(property: string, value: string, report: (message: string) => void) {
  for (const variable of value.matchAll(/var\(\s*(--docs-[\w-]+)/g)) {
    if (!((variable[1] ?? '') in VARIABLES)) {
      report(`${property} uses ${variable[1]}, which the design tokens do not define.`);
    }
  }
  const pixels = [...value.matchAll(/(?<![\w.-])(\d+(?:\.\d+)?)px/g)].map((match) => Number(match[1]));
  for (const size of LAYOUT_SIZES) {
    if (size.properties.test(property) && pixels.includes(size.px)) {
      report(
        `${property}: ${value} hard-codes ${size.px}px; ` +
          (size.variable ? `use var(${size.variable}).` : 'the component sets this size from the tokens.'),
      );
    }
  }
  if (/^border(-[a-z]+)*-radius$/.test(property) && pixels.some((px) => px !== 0)) {
    report(`${property}: ${value} hard-codes a radius; use var(--docs-radius-xs … xl).`);
  }
  if (property === 'z-index' && /^\d+$/.test(value) && Number(value) >= FRAME_LAYER_FLOOR) {
    report(`z-index: ${value} is a frame layer; use var(--docs-z-index-…).`);
  }
  for (const color of value.match(COLOR_LITERAL) ?? []) {
    const variable = TOKEN_COLORS.get(normalizeColor(color));
    if (variable) {
      report(`${property}: ${color} is a token colour; use var(${variable}).`);
    }
  }
  const variableForStack = property === 'font-family' ? FONT_STACKS.get(firstFamily(value)) : undefined;
  if (variableForStack) {
    report(`font-family: ${value} copies a font stack; use var(${variableForStack}).`);
  }
}

/** Every finding in one stylesheet, each as `file:line message`. */
export function checkStylesheet(file: string, source: string): string[] {
  const css = withoutComments(source);
  const findings: string[] = [];
  const report = (offset: number, message: string) => findings.push(`${file}:${lineAt(css, offset)} ${message}`);
  checkMediaQueries(css, report);
  for (const declaration of css.matchAll(/([a-z-]+)\s*:\s*([^;{}]+);/g)) {
    const [, property = '', value = ''] = declaration;
    checkDeclaration(property, value.trim(), (message) => report(declaration.index, message));
  }
  return findings;
}
