import { LANGUAGE_INFO } from '../../i18n/languages';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { Icon } from '../icons/Icon';
import * as styles from './page.module.css';
import { translateIcon } from '../icons/frame-icons';

/** Shown on a translated route whose page has no translation yet. Styled by DocPageLayout. */
export function FallbackNotice() {
  const t = useTranslate();
  const lang = useLanguage();
  return (
    <div role="note" className={styles.fallbackNotice} lang={LANGUAGE_INFO[lang].htmlLang}>
      <Icon path={translateIcon} size="1.25rem" />
      {t('untranslatedNotice')}
    </div>
  );
}
