import {
  colorSchemeScript,
  parseModePreference,
  readModePreference,
  resolveColorScheme,
  subscribeModePreference,
  writeModePreference,
  applyColorScheme,
  THEME_COLORS,
} from '../../src/components/theme/mode-preference';
import { SCHEMES } from '../../src/components/theme/tokens';

describe('parseModePreference', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['blue', 'system'],
    [null, 'system'],
    ['', 'system'],
  ])('%p → %s', (value, mode) => {
    expect(parseModePreference(value)).toBe(mode);
  });
});

describe('the stored preference', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });

  it('is written under mui-mode and applied to <html> at once', () => {
    writeModePreference('dark');
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');
    expect(readModePreference()).toBe('dark');
    expect(document.documentElement.getAttribute('data-mui-color-scheme')).toBe('dark');
    writeModePreference('system');
    expect(document.documentElement.getAttribute('data-mui-color-scheme')).toBe('light');
  });

  it('reads garbage and absence as system', () => {
    expect(readModePreference()).toBe('system');
    window.localStorage.setItem('mui-mode', '{"oops":1}');
    expect(readModePreference()).toBe('system');
  });

  it('notifies subscribers of changes here and in other tabs', () => {
    const onChange = jest.fn();
    const unsubscribe = subscribeModePreference(onChange);
    writeModePreference('light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'another-key', newValue: 'dark' }));
    unsubscribe();
    writeModePreference('dark');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('resolves system through the OS preference', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
  });
});

describe('an unavailable storage', () => {
  it('keeps the preference in memory and never throws', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(() => writeModePreference('dark')).not.toThrow();
      expect(readModePreference()).toBe('dark');
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});

describe('colorSchemeScript', () => {
  const run = (stored: string | null, prefersDark: boolean) => {
    window.localStorage.clear();
    if (stored !== null) window.localStorage.setItem('mui-mode', stored);
    window.matchMedia = jest.fn().mockReturnValue({ matches: prefersDark }) as unknown as typeof window.matchMedia;
    document.documentElement.removeAttribute('data-mui-color-scheme');
    new Function(colorSchemeScript())();
    return document.documentElement.getAttribute('data-mui-color-scheme');
  };

  it('applies the stored mode before paint', () => {
    expect(run('dark', false)).toBe('dark');
    expect(run('light', true)).toBe('light');
  });

  it('resolves system (and garbage) through the OS preference', () => {
    expect(run('system', true)).toBe('dark');
    expect(run(null, false)).toBe('light');
    expect(run('neon', true)).toBe('dark');
  });
});

describe('the browser UI colour (theme-color)', () => {
  const metaContents = () =>
    [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));

  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#fff">' +
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#000">';
  });

  it('is the page background of each scheme', () => {
    expect(THEME_COLORS).toEqual({ light: SCHEMES.light.background, dark: SCHEMES.dark.background });
  });

  it('follows the stored mode before paint, whatever the OS prefers', () => {
    window.localStorage.setItem('mui-mode', 'dark');
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    new Function(colorSchemeScript())();
    expect(metaContents()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
  });

  it('follows the scheme applied after a change of mode', () => {
    applyColorScheme('dark');
    expect(metaContents()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    applyColorScheme('light');
    expect(metaContents()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
  });
});
