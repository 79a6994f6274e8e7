import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider, useColorScheme } from '@mui/material/styles';
import * as React from 'react';
import { createDocsTheme } from './create-docs-theme';
import { getEmotionCache } from './emotion-cache';
import {
  COLOR_SCHEME_STORAGE_KEY,
  DEFAULT_MODE,
  docsStorageManager,
  MODE_STORAGE_KEY,
} from './mode-preference';
import { INITIAL_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from './theme-reducer';

const ThemeStateContext = React.createContext<ThemeState | null>(null);
const ThemeDispatchContext = React.createContext<React.Dispatch<ThemeAction> | null>(null);

/**
 * The documentation theme: density, direction and palette mode (spec §3), the MUI theme built
 * from them, and the emotion cache for the current direction.
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(themeReducer, INITIAL_THEME_STATE);
  const { direction, dense } = state;
  const theme = React.useMemo(() => createDocsTheme({ direction, dense }), [direction, dense]);
  const [cache] = React.useState(() => ({ ltr: getEmotionCache('ltr'), rtl: getEmotionCache('rtl') }));

  React.useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  return (
    <ThemeStateContext.Provider value={state}>
      <ThemeDispatchContext.Provider value={dispatch}>
        <CacheProvider value={cache[direction]}>
          <MuiThemeProvider
            theme={theme}
            defaultMode={DEFAULT_MODE}
            modeStorageKey={MODE_STORAGE_KEY}
            colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
            storageManager={docsStorageManager}
            disableTransitionOnChange
          >
            <PaletteModeSync dispatch={dispatch} />
            <CssBaseline enableColorScheme />
            {children}
          </MuiThemeProvider>
        </CacheProvider>
      </ThemeDispatchContext.Provider>
    </ThemeStateContext.Provider>
  );
}

/** Mirrors the resolved colour scheme (after `system` is resolved) into the theme state. */
function PaletteModeSync({ dispatch }: { dispatch: React.Dispatch<ThemeAction> }) {
  const { colorScheme } = useColorScheme();
  React.useEffect(() => {
    if (colorScheme === 'light' || colorScheme === 'dark') {
      dispatch({ type: 'CHANGE', payload: { paletteMode: colorScheme } });
    }
  }, [colorScheme, dispatch]);
  return null;
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
