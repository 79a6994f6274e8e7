import { useTranslate } from '../../i18n/LanguageProvider';
import * as styles from './layout.module.css';

/** The first focusable element: jumps past the header and navigation to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useTranslate();
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {t('skipToContent')}
    </a>
  );
}
