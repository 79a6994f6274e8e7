import styled from '@emotion/styled';
import { Link as GatsbyLink } from 'gatsby';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';
import { Icon } from '../icons/Icon';
import { spacing, vars } from '../theme/tokens';

export interface PageLink {
  pathname: string;
  displayTitle: string;
}

const Pager = styled.nav({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: spacing(2),
  marginTop: spacing(6),
  '& a': {
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    padding: spacing(1.5),
    border: `1px solid ${vars.divider}`,
    borderRadius: 12,
    textDecoration: 'none',
    minWidth: 0,
    '&:hover': { borderColor: vars.primary },
  },
  '& a[rel="next"]': { alignItems: 'flex-end', textAlign: 'end' },
  '& .pager-label': { display: 'flex', alignItems: 'center', fontSize: '0.75rem', color: vars.textSecondary },
  '& .pager-title': { fontWeight: 600, color: vars.primaryText },
  '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
});

/** Previous and next pages in navigation order. */
export function PrevNextLinks({ prev, next }: { prev: PageLink | null; next: PageLink | null }) {
  const lang = useLanguage();
  const t = useTranslate();
  if (!prev && !next) {
    return null;
  }
  return (
    <Pager aria-label={`${t('previousPage')} / ${t('nextPage')}`}>
      <div>
        {prev ? (
          <GatsbyLink to={toPagePath(prev.pathname, lang)} rel="prev">
            <span className="pager-label">
              <Icon name="chevronLeft" />
              {t('previousPage')}
            </span>
            <span className="pager-title">{prev.displayTitle}</span>
          </GatsbyLink>
        ) : null}
      </div>
      <div>
        {next ? (
          <GatsbyLink to={toPagePath(next.pathname, lang)} rel="next">
            <span className="pager-label">
              {t('nextPage')}
              <Icon name="chevronRight" />
            </span>
            <span className="pager-title">{next.displayTitle}</span>
          </GatsbyLink>
        ) : null}
      </div>
    </Pager>
  );
}
