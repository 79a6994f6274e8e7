import * as React from 'react';
import { createRequiredContext } from '../../lib/required-context';
import { applyColorScheme } from './mode-preference';
import { INITIAL_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from './theme-reducer';
import { useResolvedColorScheme } from './use-mode-preference';

// The public documentation's own message, shared by both halves of the theme context.
const MISSING_THEME = 'Forgot to wrap component in `ThemeProvider`';
const [ThemeStateContext, useThemeState] = createRequiredContext<ThemeState>(
  'ThemeProvider',
  'the theme',
  MISSING_THEME,
);
const [ThemeDispatchContext, useThemeDispatch] = createRequiredContext<React.Dispatch<ThemeAction>>(
  'ThemeProvider',
  'the theme',
  MISSING_THEME,
);

/**
 * The documentation theme: density, direction and palette mode, kept on `<html>` as the
 * colour-scheme attribute and `dir`. The site's own styles are static CSS that follows those
 * attributes; Material UI's theme is built from this state where demos need it (DemoThemeScope).
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(themeReducer, INITIAL_THEME_STATE);
  const colorScheme = useResolvedColorScheme();

  React.useEffect(() => {
    if (colorScheme !== null) {
      applyColorScheme(colorScheme);
      dispatch({ type: 'CHANGE', payload: { paletteMode: colorScheme } });
    }
  }, [colorScheme]);

  React.useEffect(() => {
    document.documentElement.dir = state.direction;
  }, [state.direction]);

  return (
    <ThemeStateContext value={state}>
      <ThemeDispatchContext value={dispatch}>{children}</ThemeDispatchContext>
    </ThemeStateContext>
  );
}

/** The theme state and its dispatcher; each throws outside a `<ThemeProvider>`. */
export { useThemeDispatch, useThemeState };

/** Changes palette mode and/or direction; a change equal to the current state is ignored. */
export function useChangeTheme(): (payload: Extract<ThemeAction, { type: 'CHANGE' }>['payload']) => void {
  const dispatch = useThemeDispatch();
  return React.useCallback((payload) => dispatch({ type: 'CHANGE', payload }), [dispatch]);
}
