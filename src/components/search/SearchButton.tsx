import { useTranslate } from '../../i18n/LanguageProvider';
import { FrameButton } from '../frame-ui/FrameButton';
import { searchIcon } from '../icons/frame-icons';
import { Icon } from '../icons/Icon';
import * as styles from './search-button.module.css';
import { useSearch } from './SearchProvider';

/** Set on `<html>` before the first paint on Apple systems, where the shortcut reads ⌘K. */
export const APPLE_PLATFORM_ATTRIBUTE = 'data-apple';

/** The inline script that sets it (no JavaScript of the bundle, no change after hydration). */
export const applePlatformScript = `if(/Mac|iPhone|iPad/.test(navigator.platform||navigator.userAgent))document.documentElement.setAttribute('${APPLE_PLATFORM_ATTRIBUTE}','')`;

/** The app bar's search button, with its keyboard shortcut shown. */
export function SearchButton() {
  const t = useTranslate();
  const { openSearch, preloadSearch } = useSearch();
  return (
    <FrameButton
      outlined
      className={styles.searchButton}
      onClick={() => openSearch()}
      onPointerEnter={preloadSearch}
      onFocus={preloadSearch}
      aria-keyshortcuts="Control+K Meta+K /"
      aria-label={t('search')}
    >
      <Icon path={searchIcon} />
      <span className={styles.label}>{t('search')}</span>
      <kbd className={styles.shortcut} aria-hidden="true">
        <span className={styles.ctrl}>Ctrl K</span>
        <span className={styles.command}>⌘K</span>
      </kbd>
    </FrameButton>
  );
}
