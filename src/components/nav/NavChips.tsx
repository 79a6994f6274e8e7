import { useTranslate } from '../../i18n/LanguageProvider';
import { cx } from '../../lib/class-names';
import * as styles from './nav.module.css';

interface NavChipsProps {
  newFeature: boolean;
  planned: boolean;
  unstable: boolean;
}

/** The New / Planned / Preview chips of a nav entry. */
export function NavChips({ newFeature, planned, unstable }: NavChipsProps) {
  const t = useTranslate();
  return (
    <>
      {newFeature ? <span className={cx(styles.chip, styles.chipNew)}>{t('chipNew')}</span> : null}
      {planned ? <span className={cx(styles.chip, styles.chipPlanned)}>{t('chipPlanned')}</span> : null}
      {unstable ? <span className={cx(styles.chip, styles.chipPreview)}>{t('chipPreview')}</span> : null}
    </>
  );
}
