import { Global } from '@emotion/react';
import { COLOR_SCHEME_ATTRIBUTE } from './mode-preference';
import { CODE_FONT_FAMILY, cssVariableDeclarations, FONT_FAMILY, HEADER_HEIGHT, SCHEMES, vars } from './tokens';

/**
 * The page baseline and both colour schemes' variables. The `data-mui-color-scheme` attribute
 * on `<html>` (set before first paint) picks the scheme, so styles never wait for scripts.
 */
const styles = {
  ':root': { ...cssVariableDeclarations(SCHEMES.light), colorScheme: 'light' },
  [`[${COLOR_SCHEME_ATTRIBUTE}="dark"]`]: { ...cssVariableDeclarations(SCHEMES.dark), colorScheme: 'dark' },
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { WebkitTextSizeAdjust: '100%', scrollPaddingTop: HEADER_HEIGHT + 16 },
  body: {
    margin: 0,
    fontFamily: FONT_FAMILY,
    fontSize: '1rem',
    lineHeight: 1.5,
    color: vars.text,
    backgroundColor: vars.background,
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
  },
  'code, kbd, pre, samp': { fontFamily: CODE_FONT_FAMILY },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { transitionDuration: '0.01ms !important', animationDuration: '0.01ms !important' },
  },
} as const;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
