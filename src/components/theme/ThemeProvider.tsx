import * as React from 'react';
import { applyColorScheme } from './mode-preference';
import { INITIAL_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from './theme-reducer';
import { useResolvedColorScheme } from './use-mode-preference';

const ThemeStateContext = React.createContext<ThemeState | null>(null);
const ThemeDispatchContext = React.createContext<React.Dispatch<ThemeAction> | null>(null);

/**
 * The documentation theme: density, direction and palette mode (spec §3), kept on `<html>` as the
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
    <ThemeStateContext.Provider value={state}>
      <ThemeDispatchContext.Provider value={dispatch}>{children}</ThemeDispatchContext.Provider>
    </ThemeStateContext.Provider>
  );
}

export function useThemeState(): ThemeState {
  const state = React.useContext(ThemeStateContext);
  if (state === null) {
    throw new Error('Forgot to wrap component in `ThemeProvider`');
  }
  return state;
}

export function useThemeDispatch(): React.Dispatch<ThemeAction> {
  const dispatch = React.useContext(ThemeDispatchContext);
  if (dispatch === null) {
    throw new Error('Forgot to wrap component in `ThemeProvider`');
  }
  return dispatch;
}

/** Changes palette mode and/or direction; a change equal to the current state is ignored. */
export function useChangeTheme(): (payload: Extract<ThemeAction, { type: 'CHANGE' }>['payload']) => void {
  const dispatch = useThemeDispatch();
  return React.useCallback((payload) => dispatch({ type: 'CHANGE', payload }), [dispatch]);
}
