import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import * as React from 'react';
import { getLtrCache, loadRtlCache } from './emotion-cache';
import { GlobalStyles } from './GlobalStyles';
import { applyColorScheme } from './mode-preference';
import { INITIAL_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from './theme-reducer';
import { useResolvedColorScheme } from './use-mode-preference';

const ThemeStateContext = React.createContext<ThemeState | null>(null);
const ThemeDispatchContext = React.createContext<React.Dispatch<ThemeAction> | null>(null);

/**
 * The documentation theme: density, direction and palette mode (spec §3), the colour scheme on
 * `<html>`, the site's global styles, and the emotion cache for the current direction. Material
 * UI's own theme is layered on top only where demos need it (DemoThemeProvider).
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(themeReducer, INITIAL_THEME_STATE);
  const [ltrCache] = React.useState(getLtrCache);
  const [rtlCache, setRtlCache] = React.useState<EmotionCache | null>(null);
  const colorScheme = useResolvedColorScheme();
  const { direction } = state;

  React.useEffect(() => {
    if (colorScheme !== null) {
      applyColorScheme(colorScheme);
      dispatch({ type: 'CHANGE', payload: { paletteMode: colorScheme } });
    }
  }, [colorScheme]);

  React.useEffect(() => {
    if (direction === 'ltr') {
      document.documentElement.dir = 'ltr';
      return undefined;
    }
    let cancelled = false;
    void loadRtlCache().then((cache) => {
      if (!cancelled) {
        setRtlCache(cache);
        document.documentElement.dir = 'rtl';
      }
    });
    return () => {
      cancelled = true;
    };
  }, [direction]);

  const cache = direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
  return (
    <ThemeStateContext.Provider value={state}>
      <ThemeDispatchContext.Provider value={dispatch}>
        <CacheProvider value={cache}>
          <GlobalStyles />
          {children}
        </CacheProvider>
      </ThemeDispatchContext.Provider>
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
