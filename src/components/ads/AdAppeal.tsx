import { useTranslate } from '../../i18n/LanguageProvider';
import * as styles from './ads.module.css';

/** Shown now and then to readers whose blocker hides the ad. */
export function AdAppeal({ label }: { label: string }) {
  const t = useTranslate();
  return (
    <div
      className={styles.appeal}
      data-ad-label={label}
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={label}
    >
      <strong>{t('adAppealTitle')}</strong>
      <p>{t('adAppealBody')}</p>
      <p>{t('adAppealThanks')}</p>
    </div>
  );
}
