import type { StorageManager } from '@mui/material/styles';

/**
 * The colour-mode preference: `light`, `dark` or `system` (follow the OS), kept in localStorage
 * under `mui-mode`. Anything else found there, or a storage that throws (private mode, disabled
 * cookies), means `system`.
 */
export const MODE_STORAGE_KEY = 'mui-mode';
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';
export const MODE_PREFERENCES = ['light', 'system', 'dark'] as const;
export type ModePreference = (typeof MODE_PREFERENCES)[number];
export const DEFAULT_MODE: ModePreference = 'system';

/** The attribute on `<html>` that selects the dark or light CSS variables. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

export function parseModePreference(value: unknown): ModePreference {
  return (MODE_PREFERENCES as readonly unknown[]).includes(value) ? (value as ModePreference) : DEFAULT_MODE;
}

function isColorScheme(value: unknown): value is 'light' | 'dark' {
  return value === 'light' || value === 'dark';
}

function safeStorage(storageWindow: Window | null | undefined): Storage | null {
  try {
    return storageWindow?.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * MUI's colour-scheme storage, with validation: MUI reads and writes the mode and the light/dark
 * scheme names through this, and subscribes to other tabs' changes through it.
 */
export const docsStorageManager: StorageManager = ({ key, storageWindow }) => {
  const isModeKey = key === MODE_STORAGE_KEY;
  const validate = (value: unknown, fallback: unknown) => {
    if (isModeKey) {
      return value === null || value === undefined ? fallback : parseModePreference(value);
    }
    return isColorScheme(value) ? value : fallback;
  };
  return {
    get(defaultValue) {
      const storage = safeStorage(storageWindow);
      try {
        return validate(storage?.getItem(key) ?? null, defaultValue);
      } catch {
        return defaultValue;
      }
    },
    set(value) {
      try {
        safeStorage(storageWindow)?.setItem(key, String(value));
      } catch {
        // Storage full or blocked: the preference lasts for this page only.
      }
    },
    subscribe(handler) {
      if (!storageWindow) {
        return () => {};
      }
      const listener = (event: StorageEvent) => {
        if (event.key === key) {
          handler(validate(event.newValue, isModeKey ? DEFAULT_MODE : null));
        }
      };
      storageWindow.addEventListener('storage', listener);
      return () => storageWindow.removeEventListener('storage', listener);
    },
  };
};

/**
 * The inline script that runs before first paint: it reads the stored preference, resolves
 * `system` through the OS setting, and marks `<html>` so the right CSS variables apply at once.
 * Keep it tiny and dependency-free; it is inlined into every page.
 */
export function colorSchemeScript(): string {
  return `(function(){var m='${DEFAULT_MODE}';try{var s=localStorage.getItem('${MODE_STORAGE_KEY}');if(s==='light'||s==='dark'||s==='system'){m=s}}catch(e){}if(m==='system'){m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}var d=document.documentElement;d.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',m);d.style.colorScheme=m})();`;
}
