import {
  fromContentPath,
  hasLanguageAlternates,
  isExternalPathname,
  parsePagePath,
  toContentPath,
  toPagePath,
  withoutTrailingSlash,
} from '../../src/lib/paths';

describe('toPagePath', () => {
  it('adds the trailing slash, and the prefix for languages other than English', () => {
    expect(toPagePath('/x/react-data-grid/editing', 'en')).toBe('/x/react-data-grid/editing/');
    expect(toPagePath('/x/react-data-grid/editing', 'zh')).toBe('/zh/x/react-data-grid/editing/');
  });

  it('keeps a hash after the slash', () => {
    expect(toPagePath('/x/introduction/licensing#pro-plan', 'zh')).toBe('/zh/x/introduction/licensing/#pro-plan');
  });

  it('leaves external URLs alone', () => {
    expect(toPagePath('https://mui.com/x/whats-new/', 'zh')).toBe('https://mui.com/x/whats-new/');
    expect(isExternalPathname('https://mui.com/')).toBe(true);
    expect(isExternalPathname('/x/a')).toBe(false);
  });
});

describe('parsePagePath', () => {
  it.each([
    ['/x/react-charts/', 'en', '/x/react-charts'],
    ['/zh/x/react-charts/', 'zh', '/x/react-charts'],
    ['/zh/x/react-charts/#axis', 'zh', '/x/react-charts'],
    ['/zh/', 'zh', '/'],
    ['/zh', 'zh', '/'],
    ['/zhx/react-charts/', 'en', '/zhx/react-charts'],
    ['/fr/x/react-charts/', 'en', '/fr/x/react-charts'],
    ['/en/x/a/', 'en', '/en/x/a'],
    ['/', 'en', '/'],
    ['/x/a/?q=1', 'en', '/x/a'],
  ])('%s → %s %s', (path, lang, pathname) => {
    expect(parsePagePath(path)).toEqual({ lang, pathname });
  });
});

describe('content paths', () => {
  it('maps nav pathnames to content folders and back', () => {
    expect(toContentPath('/x/react-data-grid/editing')).toBe('react-data-grid/editing');
    expect(toContentPath('/somewhere')).toBeNull();
    expect(fromContentPath('introduction')).toBe('/x/introduction');
  });

  it('strips one trailing slash but keeps the root', () => {
    expect(withoutTrailingSlash('/x/a/')).toBe('/x/a');
    expect(withoutTrailingSlash('/')).toBe('/');
  });
});

describe('hasLanguageAlternates', () => {
  it('is true for documentation pages only', () => {
    expect(hasLanguageAlternates('/x/introduction')).toBe(true);
    expect(hasLanguageAlternates('/x')).toBe(true);
    expect(hasLanguageAlternates('/404')).toBe(false);
    expect(hasLanguageAlternates('/playground')).toBe(false);
  });
});
