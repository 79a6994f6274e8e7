import { Link as GatsbyLink } from 'gatsby';
import { LANGUAGES, LANGUAGE_INFO } from '../../i18n/languages';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { hasLanguageAlternates, toPagePath } from '../../lib/paths';
import { DisclosureMenu } from '../frame-ui/DisclosureMenu';
import { FrameButton } from '../frame-ui/FrameButton';
import { Icon } from '../icons/Icon';

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
        <FrameButton type="button" aria-label={`${t('language')}: ${LANGUAGE_INFO[lang].label}`} {...buttonProps}>
          <Icon name="translate" />
          <span className="language-label">{LANGUAGE_INFO[lang].label}</span>
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
