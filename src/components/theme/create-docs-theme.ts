import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from './mode-preference';
import type { Direction } from './theme-reducer';
import {
  BREAKPOINTS,
  CODE_FONT_FAMILY,
  FONT_FAMILY,
  HEADER_HEIGHT,
  RADIUS,
  SCHEMES,
  SPACING,
  slate,
  TRANSITION_DURATIONS,
  Z_INDEX,
  type SchemeTokens,
} from './tokens';

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

function paletteFrom(scheme: SchemeTokens) {
  return {
    primary: {
      main: scheme.primary,
      light: scheme.primaryLight,
      dark: scheme.primaryDark,
      contrastText: scheme.onPrimary,
    },
    secondary: { main: scheme.secondary },
    success: { main: scheme.success },
    warning: { main: scheme.warning },
    error: { main: scheme.error },
    info: { main: scheme.info },
    text: { primary: scheme.text, secondary: scheme.textSecondary },
    divider: scheme.divider,
    background: { default: scheme.background, paper: scheme.paper },
    grey: slate,
  };
}

/**
 * The Material UI theme the demos render with, built from the site's tokens. Both colour schemes are emitted as CSS variables; the
 * `data-mui-color-scheme` attribute on `<html>` (set before first paint) picks one, so a mode
 * change never rebuilds the theme and the first paint is already in the right mode.
 */
export function createDocsTheme({
  direction,
  dense,
  locales = [],
}: {
  direction: Direction;
  dense: boolean;
  /** Theme fragments with the components' texts in the page's language, merged in last. */
  locales?: readonly object[];
}): Theme {
  return createTheme(
    {
      direction,
      cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: 'mui' },
      colorSchemes: { light: { palette: paletteFrom(SCHEMES.light) }, dark: { palette: paletteFrom(SCHEMES.dark) } },
      shape: { borderRadius: RADIUS.xl },
      spacing: SPACING,
      breakpoints: { values: { ...BREAKPOINTS } },
      transitions: { duration: { ...TRANSITION_DURATIONS } },
      zIndex: { appBar: Z_INDEX.header, drawer: Z_INDEX.drawer, modal: Z_INDEX.popup },
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
    },
    ...locales,
  );
}
