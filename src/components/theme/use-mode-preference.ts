import { useColorScheme } from '@mui/material/styles';
import { parseModePreference, type ModePreference } from './mode-preference';

/**
 * The reader's colour-mode preference and a setter. `mode` is `null` until the page has
 * hydrated, because the server cannot know the stored preference.
 */
export function useModePreference(): { mode: ModePreference | null; setMode: (mode: ModePreference) => void } {
  const { mode, setMode } = useColorScheme();
  return { mode: mode ? parseModePreference(mode) : null, setMode };
}
