import * as React from 'react';
import {
  readModePreference,
  resolveColorScheme,
  subscribeModePreference,
  subscribeSystemScheme,
  systemPrefersDark,
  writeModePreference,
  type ColorScheme,
  type ModePreference,
} from './mode-preference';

/**
 * The reader's colour-mode preference and a setter. `mode` is `null` on the server and during
 * hydration, because only the browser knows the stored preference; the page is already painted
 * in the right scheme by the pre-paint script.
 */
export function useModePreference(): { mode: ModePreference | null; setMode: (mode: ModePreference) => void } {
  const mode = React.useSyncExternalStore(subscribeModePreference, readModePreference, () => null);
  return { mode, setMode: writeModePreference };
}

/** The scheme actually shown: the preference with `system` resolved live through the OS setting. */
export function useResolvedColorScheme(): ColorScheme | null {
  const { mode } = useModePreference();
  const prefersDark = React.useSyncExternalStore(subscribeSystemScheme, systemPrefersDark, () => false);
  return mode === null ? null : resolveColorScheme(mode, prefersDark);
}
