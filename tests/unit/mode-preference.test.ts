import {
  colorSchemeScript,
  docsStorageManager,
  MODE_STORAGE_KEY,
  parseModePreference,
} from '../../src/components/theme/mode-preference';

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

describe('docsStorageManager', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads and writes the mode under mui-mode', () => {
    const storage = docsStorageManager({ key: MODE_STORAGE_KEY, storageWindow: window });
    storage.set('dark');
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');
    expect(storage.get('system')).toBe('dark');
  });

  it('turns garbage into system mode', () => {
    window.localStorage.setItem('mui-mode', '{"oops":1}');
    expect(docsStorageManager({ key: MODE_STORAGE_KEY, storageWindow: window }).get('system')).toBe('system');
  });

  it('returns the default when nothing is stored, and rejects unknown colour schemes', () => {
    expect(docsStorageManager({ key: MODE_STORAGE_KEY, storageWindow: window }).get('system')).toBe('system');
    window.localStorage.setItem('mui-color-scheme-dark', 'purple');
    expect(docsStorageManager({ key: 'mui-color-scheme-dark', storageWindow: window }).get('dark')).toBe('dark');
  });

  it('survives a storage that throws', () => {
    const throwingWindow = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as Window;
    const storage = docsStorageManager({ key: MODE_STORAGE_KEY, storageWindow: throwingWindow });
    expect(storage.get('system')).toBe('system');
    expect(() => storage.set('dark')).not.toThrow();
  });

  it('reports other tabs’ changes, validated', () => {
    const handler = jest.fn();
    const unsubscribe = docsStorageManager({ key: MODE_STORAGE_KEY, storageWindow: window }).subscribe(handler);
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'nonsense' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'dark' }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'light' }));
    expect(handler.mock.calls).toEqual([['dark'], ['system']]);
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
