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

/**
 * The browser's own UI colour (`<meta name="theme-color">`, the address bar on phones) per
 * scheme: the page background of tokens.ts, written here so that every page's script does not
 * carry the colour tokens (a unit test keeps the two equal).
 */
export const THEME_COLORS: Readonly<Record<ColorScheme, string>> = { light: '#fff', dark: 'hsl(215, 40%, 7%)' };
const THEME_COLOR_SELECTOR = 'meta[name="theme-color"]';

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

/**
 * Marks `<html>` with the scheme (the CSS variables follow) and gives the browser's UI the same
 * colour: the theme-color metas of both OS schemes take the scheme the reader picked.
 */
export function applyColorScheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  root.style.colorScheme = scheme;
  document.querySelectorAll(THEME_COLOR_SELECTOR).forEach((meta) => meta.setAttribute('content', THEME_COLORS[scheme]));
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
 * `system` through the OS setting, and marks `<html>` so the right CSS variables apply at once,
 * and the theme-color metas (in the head, already parsed) so the browser's UI matches.
 * Keep it tiny and dependency-free; it is inlined into every page.
 */
export function colorSchemeScript(): string {
  return `(function(){var m='${DEFAULT_MODE}';try{var s=localStorage.getItem('${MODE_STORAGE_KEY}');if(s==='light'||s==='dark'||s==='system'){m=s}}catch(e){}if(m==='system'){m=window.matchMedia&&window.matchMedia('${DARK_QUERY}').matches?'dark':'light'}var d=document.documentElement;d.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',m);d.style.colorScheme=m;var c=m==='dark'?'${THEME_COLORS.dark}':'${THEME_COLORS.light}',t=document.querySelectorAll('${THEME_COLOR_SELECTOR}');for(var i=0;i<t.length;i++){t[i].setAttribute('content',c)}})();`;
}
