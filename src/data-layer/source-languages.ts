import type { SourceNodesArgs } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_INFO } from '../i18n/languages';
import { languagePrefix } from '../lib/paths';

export function sourceLanguages({ actions, createContentDigest }: SourceNodesArgs): void {
  for (const code of LANGUAGES) {
    const info = LANGUAGE_INFO[code];
    const data = {
      code,
      label: info.label,
      htmlLang: info.htmlLang,
      prefix: languagePrefix(code),
      isDefault: code === DEFAULT_LANGUAGE,
    };
    actions.createNode({
      ...data,
      id: code,
      internal: { type: 'Language', contentDigest: createContentDigest(data) },
    });
  }
}
