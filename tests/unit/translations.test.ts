import { createTranslate } from '../../src/i18n/translate';
import { en } from '../../src/i18n/translations/en';
import { zh } from '../../src/i18n/translations/zh';

describe('translations', () => {
  it('have the same keys in every language, none empty', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const table of [en, zh]) {
      expect(Object.values(table).filter((value) => value.trim() === '')).toEqual([]);
    }
  });

  it('fill placeholders', () => {
    expect(createTranslate('en')('footerLicense', { version: '8.2.0' })).toBe('MUI X documentation for version 8.2.0.');
    expect(createTranslate('zh')('versionMenuLabel', { product: 'Charts' })).toBe('选择 Charts 的文档版本');
  });
});
