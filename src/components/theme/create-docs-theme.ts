import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from './mode-preference';
import type { Direction } from './theme-reducer';

/** Theme constants from the specification (§9). */
export const BORDER_RADIUS = 12;
export const SPACING = 8;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const TRANSITION_DURATIONS = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
} as const;

/** Layout sizes shared by the frame components. */
export const HEADER_HEIGHT = 64;
export const NAV_DRAWER_WIDTH = 300;
export const TOC_WIDTH = 240;

const FONT_FAMILY = [
  '"IBM Plex Sans"',
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

const brand = {
  50: 'hsl(210, 100%, 96%)',
  100: 'hsl(210, 100%, 90%)',
  200: 'hsl(210, 100%, 80%)',
  300: 'hsl(210, 100%, 70%)',
  400: 'hsl(210, 98%, 62%)',
  500: 'hsl(210, 98%, 48%)',
  600: 'hsl(210, 98%, 42%)',
  700: 'hsl(210, 100%, 35%)',
  800: 'hsl(212, 100%, 25%)',
  900: 'hsl(214, 100%, 18%)',
} as const;

const slate = {
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

/** High-density overrides, merged in when the reader turns on "dense" in the settings. */
const denseComponents: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiListItemButton: { defaultProps: { dense: true } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

/**
 * The documentation theme. Both colour schemes are emitted as CSS variables; the
 * `data-mui-color-scheme` attribute on `<html>` (set before first paint) picks one, so a mode
 * change never rebuilds the theme and the first paint is already in the right mode.
 */
export function createDocsTheme({ direction, dense }: { direction: Direction; dense: boolean }): Theme {
  return createTheme({
    direction,
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: 'mui' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: brand[600], light: brand[400], dark: brand[800], contrastText: '#fff' },
          secondary: { main: 'hsl(265, 60%, 46%)' },
          success: { main: 'hsl(144, 72%, 26%)' },
          warning: { main: 'hsl(30, 96%, 36%)' },
          error: { main: 'hsl(355, 78%, 44%)' },
          info: { main: brand[700] },
          text: { primary: slate[900], secondary: slate[600] },
          divider: slate[200],
          background: { default: '#fff', paper: '#fff' },
          grey: slate,
        },
      },
      dark: {
        palette: {
          primary: { main: brand[300], light: brand[200], dark: brand[500], contrastText: slate[900] },
          secondary: { main: 'hsl(265, 80%, 78%)' },
          success: { main: 'hsl(144, 60%, 60%)' },
          warning: { main: 'hsl(38, 95%, 62%)' },
          error: { main: 'hsl(355, 90%, 72%)' },
          info: { main: brand[300] },
          text: { primary: 'hsl(215, 30%, 96%)', secondary: slate[300] },
          divider: 'hsla(215, 30%, 50%, 0.28)',
          background: { default: 'hsl(215, 40%, 7%)', paper: 'hsl(215, 36%, 10%)' },
          grey: slate,
        },
      },
    },
    shape: { borderRadius: BORDER_RADIUS },
    spacing: SPACING,
    breakpoints: { values: { ...BREAKPOINTS } },
    transitions: { duration: { ...TRANSITION_DURATIONS } },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2vw, 2.75rem)', fontWeight: 700, lineHeight: 1.15 },
      h2: { fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 1.875rem)', fontWeight: 650, lineHeight: 1.25 },
      h3: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.35 },
      h4: { fontSize: '1.0625rem', fontWeight: 650, lineHeight: 1.4 },
      button: { textTransform: 'none', fontWeight: 600 },
      allVariants: { scrollMarginTop: `calc(${HEADER_HEIGHT}px + 24px)` },
    },
    components: {
      ...(dense ? denseComponents : {}),
      MuiCssBaseline: {
        styleOverrides: {
          code: { fontFamily: CODE_FONT_FAMILY },
          pre: { fontFamily: CODE_FONT_FAMILY },
        },
      },
    },
  });
}
