import fs from 'node:fs';
import path from 'node:path';
import { APPLE_PLATFORM_ATTRIBUTE, applePlatformScript } from '../../src/components/search/SearchButton';

const stylesheet = fs.readFileSync(
  path.resolve(__dirname, '../../src/components/search/search-button.module.css'),
  'utf8',
);

describe('the search shortcut shown for the platform', () => {
  it('is chosen by the attribute the pre-paint script sets', () => {
    expect(applePlatformScript).toContain(`setAttribute('${APPLE_PLATFORM_ATTRIBUTE}','')`);
    // The stylesheet cannot import the constant: it must name the same attribute.
    for (const part of ['ctrl', 'command']) {
      expect(stylesheet).toContain(`:global(html[${APPLE_PLATFORM_ATTRIBUTE}]) .${part} {`);
    }
  });

  it('reads ⌘K on Apple systems and Ctrl K elsewhere', () => {
    const run = (platform: string) => {
      const attributes = new Map<string, string>();
      const navigator = { platform, userAgent: '' };
      const document = {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      };
      new Function('navigator', 'document', applePlatformScript)(navigator, document);
      return attributes.has(APPLE_PLATFORM_ATTRIBUTE);
    };
    expect(run('MacIntel')).toBe(true);
    expect(run('iPhone')).toBe(true);
    expect(run('Win32')).toBe(false);
    expect(run('Linux x86_64')).toBe(false);
  });
});
