import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { Link as GatsbyLink } from 'gatsby';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';

export interface PageLink {
  pathname: string;
  displayTitle: string;
}

/** Previous and next pages in navigation order. */
export function PrevNextLinks({ prev, next }: { prev: PageLink | null; next: PageLink | null }) {
  const lang = useLanguage();
  const t = useTranslate();
  if (!prev && !next) {
    return null;
  }
  const card = (link: PageLink, label: string, align: 'start' | 'end', rel: string) => (
    <Box
      component={GatsbyLink}
      to={toPagePath(link.pathname, lang)}
      rel={rel}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: align === 'start' ? 'flex-start' : 'flex-end',
        gap: 0.25,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        textDecoration: 'none',
        color: 'text.primary',
        minWidth: 0,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary', display: 'flex', alignItems: 'center' }}>
        {align === 'start' ? <ChevronLeftIcon fontSize="inherit" /> : null}
        {label}
        {align === 'end' ? <ChevronRightIcon fontSize="inherit" /> : null}
      </Box>
      <Box component="span" sx={{ fontWeight: 600, color: 'primary.main' }}>
        {link.displayTitle}
      </Box>
    </Box>
  );
  return (
    <Box component="nav" aria-label={`${t('previousPage')} / ${t('nextPage')}`} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 6 }}>
      <div>{prev ? card(prev, t('previousPage'), 'start', 'prev') : null}</div>
      <div>{next ? card(next, t('nextPage'), 'end', 'next') : null}</div>
    </Box>
  );
}
