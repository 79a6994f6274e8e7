import { Link as GatsbyLink } from 'gatsby';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';
import { Icon } from '../icons/Icon';
import { chevronLeftIcon, chevronRightIcon } from '../icons/frame-icons';
import * as styles from './page.module.css';

/** A neighbouring page, as the `NavNeighbours` fragment gives it. */
export type PageLink = NonNullable<Queries.NavNeighboursFragment['prev']>;

/** Previous and next pages in navigation order. */
export function PrevNextLinks({ prev, next }: { prev: PageLink | null; next: PageLink | null }) {
  const lang = useLanguage();
  const t = useTranslate();
  if (!prev && !next) {
    return null;
  }
  return (
    <nav className={styles.pager} aria-label={`${t('previousPage')} / ${t('nextPage')}`}>
      <div>
        {prev ? (
          <GatsbyLink to={toPagePath(prev.pathname, lang)} rel="prev">
            <span className={styles.pagerLabel}>
              <Icon path={chevronLeftIcon} />
              {t('previousPage')}
            </span>
            <span className={styles.pagerTitle}>{prev.labels[lang]}</span>
          </GatsbyLink>
        ) : null}
      </div>
      <div>
        {next ? (
          <GatsbyLink to={toPagePath(next.pathname, lang)} rel="next">
            <span className={styles.pagerLabel}>
              {t('nextPage')}
              <Icon path={chevronRightIcon} />
            </span>
            <span className={styles.pagerTitle}>{next.labels[lang]}</span>
          </GatsbyLink>
        ) : null}
      </div>
    </nav>
  );
}
