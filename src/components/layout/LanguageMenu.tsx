import { Link as GatsbyLink } from 'gatsby';
import { LANGUAGES, LANGUAGE_INFO } from '../../i18n/languages';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { hasLanguageAlternates, toPagePath } from '../../lib/paths';
import { DisclosureMenu } from '../frame-ui/DisclosureMenu';
import { FrameButton } from '../frame-ui/FrameButton';
import * as styles from './layout.module.css';
import { Icon } from '../icons/Icon';
import { translateIcon } from '../icons/frame-icons';

/** Switches to the same page in another language; absent on pages that exist in one language only. */
export function LanguageMenu({ pathname }: { pathname: string }) {
  const lang = useLanguage();
  const t = useTranslate();
  if (!hasLanguageAlternates(pathname)) {
    return null;
  }
  return (
    <DisclosureMenu
      renderButton={(buttonProps) => (
        <FrameButton aria-label={`${t('language')}: ${LANGUAGE_INFO[lang].label}`} {...buttonProps}>
          <Icon path={translateIcon} />
          <span className={styles.languageLabel}>{LANGUAGE_INFO[lang].label}</span>
        </FrameButton>
      )}
    >
      {(close) => (
        <ul>
          {LANGUAGES.map((code) => (
            <li key={code}>
              <GatsbyLink
                to={toPagePath(pathname, code)}
                lang={LANGUAGE_INFO[code].htmlLang}
                hrefLang={LANGUAGE_INFO[code].htmlLang}
                aria-current={code === lang ? 'true' : undefined}
                onClick={close}
              >
                {LANGUAGE_INFO[code].label}
              </GatsbyLink>
            </li>
          ))}
        </ul>
      )}
    </DisclosureMenu>
  );
}
