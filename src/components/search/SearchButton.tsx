import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import { searchIcon } from '../icons/frame-icons';
import { Icon } from '../icons/Icon';
import * as styles from './search-button.module.css';
import { useSearch } from './SearchProvider';

/** True on Apple systems, where the shortcut is ⌘K (read after hydration; the server renders Ctrl K). */
function useApplePlatform(): boolean {
  const [apple, setApple] = React.useState(false);
  React.useEffect(() => {
    setApple(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
  }, []);
  return apple;
}

/** The app bar's search button, with its keyboard shortcut shown. */
export function SearchButton() {
  const t = useTranslate();
  const { openSearch, preloadSearch } = useSearch();
  const apple = useApplePlatform();
  return (
    <button
      type="button"
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
        {apple ? '⌘K' : 'Ctrl K'}
      </kbd>
    </button>
  );
}
