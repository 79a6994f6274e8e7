import { readStorage, subscribeStorage, writeStorage } from '../../lib/storage';

/**
 * The colour-mode preference: `light`, `dark` or `system` (follow the OS), kept in localStorage
 * under `mui-mode`. Anything else found there, or a storage that throws (private mode, disabled
 * cookies), means `system`.
 */
export const MODE_STORAGE_KEY = 'mui-mode';
export const MODE_PREFERENCES = ['light', 'system', 'dark'] as const;
export type ModePreference = (typeof MODE_PREFERENCES)[number];
export type ColorScheme = 'light' | 'dark';
export const DEFAULT_MODE: ModePreference = 'system';

/** The attribute on `<html>` that selects the dark or light CSS variables. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function parseModePreference(value: unknown): ModePreference {
  return (MODE_PREFERENCES as readonly unknown[]).includes(value) ? (value as ModePreference) : DEFAULT_MODE;
}

export function readModePreference(): ModePreference {
  return parseModePreference(readStorage(MODE_STORAGE_KEY));
}

export function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
  );
}

export function resolveColorScheme(mode: ModePreference, prefersDark: boolean): ColorScheme {
  return mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
}

/** Marks `<html>` with the scheme; the CSS variables follow. */
export function applyColorScheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  root.style.colorScheme = scheme;
}

export function writeModePreference(mode: ModePreference): void {
  writeStorage(MODE_STORAGE_KEY, mode);
  applyColorScheme(resolveColorScheme(mode, systemPrefersDark()));
}

/** Calls back when the preference changes (here or in another tab). */
export function subscribeModePreference(onChange: () => void): () => void {
  return subscribeStorage(MODE_STORAGE_KEY, onChange);
}

/** Calls back when the operating system switches between light and dark. */
export function subscribeSystemScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') {
    return () => {};
  }
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The inline script that runs before first paint: it reads the stored preference, resolves
 * `system` through the OS setting, and marks `<html>` so the right CSS variables apply at once.
 * Keep it tiny and dependency-free; it is inlined into every page.
 */
export function colorSchemeScript(): string {
  return `(function(){var m='${DEFAULT_MODE}';try{var s=localStorage.getItem('${MODE_STORAGE_KEY}');if(s==='light'||s==='dark'||s==='system'){m=s}}catch(e){}if(m==='system'){m=window.matchMedia&&window.matchMedia('${DARK_QUERY}').matches?'dark':'light'}var d=document.documentElement;d.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',m);d.style.colorScheme=m})();`;
}
