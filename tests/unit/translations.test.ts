import { createTranslate } from '../../src/i18n/translate';
import { en } from '../../src/i18n/translations/en';
import { zh } from '../../src/i18n/translations/zh';

describe('translations', () => {
  // The type check already requires every key in every language; it does not see empty strings.
  it('have no empty string', () => {
    for (const table of [en, zh]) {
      expect(Object.values(table).filter((value) => value.trim() === '')).toEqual([]);
    }
  });

  it('keep the placeholders of the English string in every translation', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const mismatched = (Object.keys(en) as (keyof typeof en)[]).filter(
      (key) => placeholders(en[key]).join() !== placeholders(zh[key]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('fill placeholders', () => {
    expect(createTranslate('en')('footerLicense', { version: '8.2.0' })).toBe('MUI X documentation for version 8.2.0.');
    expect(createTranslate('zh')('versionMenuLabel', { product: 'Charts' })).toBe('选择 Charts 的文档版本');
  });
});
