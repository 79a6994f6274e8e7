/**
 * The design tokens of the site: one source for the frame's CSS custom properties
 * (css-variables.ts, written into every page's head) and for the Material UI theme the demos use
 * (create-docs-theme.ts), so both always agree.
 */

/** The public documentation theme's constants: spacing, breakpoints and transition durations. */
export const SPACING = 8;
/**
 * Media queries cannot read custom properties, so the CSS files write these widths literally;
 * tests/unit/css-tokens.test.ts fails on any other width.
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const TRANSITION_DURATIONS = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
} as const;

/** Corner radii in px; `xl` is also Material UI's `shape.borderRadius`. */
export const RADIUS = { xs: 4, sm: 6, md: 8, lg: 10, xl: 12 } as const;

// The frame's layout sizes live in their own module so that the frame's scripts, which need only
// them, do not bring the colour schemes into every page's first load.
import { FALLBACK_FAMILY } from './web-fonts';

export { HEADER_HEIGHT, NAV_DRAWER_WIDTH, SETTINGS_DRAWER_WIDTH, TOC_WIDTH } from './layout-sizes';

/**
 * Stacking of the frame, the same as Material UI's layers (floating button, app bar, drawer,
 * modal, snackbar), so a demo's menus and dialogs open above the sticky app bar. The back-to-top
 * button (`fab`) passes under the app bar and an open drawer; the navigation progress bar
 * (`progress`) is drawn over everything while a page loads.
 */
export const Z_INDEX = { fab: 1050, header: 1100, drawer: 1200, popup: 1300, progress: 1400 } as const;

/** IBM Plex Sans (web-fonts.ts), a local face scaled to it while it loads, then the system's faces. */
export const FONT_FAMILY = [
  '"IBM Plex Sans"',
  `"${FALLBACK_FAMILY}"`,
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans SC"',
  'sans-serif',
].join(',');

export const CODE_FONT_FAMILY = [
  'ui-monospace',
  '"SFMono-Regular"',
  'Menlo',
  'Consolas',
  '"Liberation Mono"',
  'monospace',
].join(',');

/** `spacing(2)` → `16px`; several arguments give a shorthand (`spacing(1, 2)` → `8px 16px`). */
export function spacing(...values: number[]): string {
  return values.map((value) => `${value * SPACING}px`).join(' ');
}

/** A media query from a breakpoint upwards, for object styles. */
export function up(breakpoint: Breakpoint): string {
  return `@media (min-width:${BREAKPOINTS[breakpoint]}px)`;
}

const brand = {
  200: 'hsl(210, 100%, 80%)',
  300: 'hsl(210, 100%, 70%)',
  400: 'hsl(210, 98%, 62%)',
  500: 'hsl(210, 98%, 48%)',
  600: 'hsl(210, 98%, 42%)',
  700: 'hsl(210, 100%, 35%)',
  800: 'hsl(212, 100%, 25%)',
} as const;

export const slate = {
  50: 'hsl(215, 30%, 98%)',
  100: 'hsl(215, 25%, 95%)',
  200: 'hsl(215, 22%, 88%)',
  300: 'hsl(215, 18%, 78%)',
  400: 'hsl(215, 14%, 64%)',
  500: 'hsl(215, 12%, 48%)',
  600: 'hsl(215, 16%, 36%)',
  700: 'hsl(215, 22%, 26%)',
  800: 'hsl(215, 30%, 14%)',
  900: 'hsl(215, 40%, 8%)',
} as const;

export interface SchemeTokens {
  primary: string;
  primaryLight: string;
  primaryDark: string;
  /** Primary colour as text on the page background (meets 4.5:1 contrast). */
  primaryText: string;
  onPrimary: string;
  secondary: string;
  success: string;
  warning: string;
  error: string;
  info: string;
  text: string;
  textSecondary: string;
  divider: string;
  background: string;
  paper: string;
  hover: string;
  selected: string;
}

export const SCHEMES: Record<'light' | 'dark', SchemeTokens> = {
  light: {
    primary: brand[600],
    primaryLight: brand[400],
    primaryDark: brand[800],
    primaryText: brand[700],
    onPrimary: '#fff',
    secondary: 'hsl(265, 60%, 46%)',
    success: 'hsl(144, 72%, 26%)',
    warning: 'hsl(30, 96%, 36%)',
    error: 'hsl(355, 78%, 44%)',
    info: brand[700],
    text: slate[900],
    textSecondary: slate[600],
    divider: slate[200],
    background: '#fff',
    paper: '#fff',
    hover: 'rgba(15, 23, 42, 0.05)',
    selected: 'rgba(15, 23, 42, 0.09)',
  },
  dark: {
    primary: brand[300],
    primaryLight: brand[200],
    primaryDark: brand[500],
    primaryText: brand[300],
    onPrimary: slate[900],
    secondary: 'hsl(265, 80%, 78%)',
    success: 'hsl(144, 60%, 60%)',
    warning: 'hsl(38, 95%, 62%)',
    error: 'hsl(355, 90%, 72%)',
    info: brand[300],
    text: 'hsl(215, 30%, 96%)',
    textSecondary: slate[300],
    divider: 'hsla(215, 30%, 50%, 0.28)',
    background: 'hsl(215, 40%, 7%)',
    paper: 'hsl(215, 36%, 10%)',
    hover: 'rgba(255, 255, 255, 0.06)',
    selected: 'rgba(255, 255, 255, 0.1)',
  },
};

/**
 * The code-highlight palette: the surface of code blocks (page and demo code alike) and the Prism
 * token colours on it. Code keeps its dark surface in both colour schemes, so this one palette is
 * the light and the dark one; the token colours are chosen for contrast on that surface.
 */
export const CODE_COLORS = {
  text: 'hsl(215, 30%, 92%)',
  background: 'hsl(215, 40%, 10%)',
  border: 'hsl(215, 30%, 20%)',
  /** The file-name bar above a block, and the copy button on it. */
  chromeText: 'hsl(215, 30%, 85%)',
  titleBackground: 'hsl(215, 35%, 16%)',
  buttonBackground: 'hsla(215, 40%, 20%, 0.8)',
  buttonHover: 'hsl(215, 40%, 26%)',
  focus: brand[300],
  comment: 'hsl(215, 16%, 68%)',
  punctuation: 'hsl(215, 25%, 80%)',
  tag: 'hsl(350, 90%, 76%)',
  number: 'hsl(28, 95%, 70%)',
  string: 'hsl(95, 55%, 68%)',
  operator: 'hsl(190, 80%, 72%)',
  keyword: 'hsl(265, 90%, 80%)',
  function: 'hsl(205, 95%, 74%)',
  variable: 'hsl(45, 95%, 68%)',
} as const;
