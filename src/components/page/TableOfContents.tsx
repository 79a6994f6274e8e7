import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../i18n/LanguageProvider';
import { HEADER_HEIGHT, TOC_WIDTH } from '../theme/create-docs-theme';
import { flattenToc, type TocEntry } from './toc';
import { useScrollSpy } from './use-scroll-spy';

/** "Contents": the page's H2 sections with their H3s, highlighting the one being read. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const t = useTranslate();
  const active = useScrollSpy(flattenToc(entries));
  if (entries.length === 0) {
    return null;
  }
  const renderList = (items: readonly TocEntry[], depth: number) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((entry) => (
        <li key={entry.id}>
          <Box
            component="a"
            href={`#${entry.id}`}
            aria-current={entry.id === active ? 'location' : undefined}
            sx={{
              display: 'block',
              py: 0.5,
              pl: 1.5 + depth * 1.5,
              fontSize: '0.8125rem',
              lineHeight: 1.5,
              color: 'text.secondary',
              textDecoration: 'none',
              borderInlineStart: 2,
              borderColor: 'transparent',
              '&:hover': { color: 'text.primary' },
              '&[aria-current]': { color: 'primary.main', borderColor: 'primary.main', fontWeight: 600 },
            }}
          >
            {entry.title}
          </Box>
          {entry.children.length > 0 ? renderList(entry.children, depth + 1) : null}
        </li>
      ))}
    </Box>
  );
  return (
    <Box
      component="nav"
      aria-labelledby="toc-heading"
      sx={{
        display: { xs: 'none', md: 'block' },
        width: TOC_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: HEADER_HEIGHT,
        maxHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
        overflowY: 'auto',
        py: 4,
      }}
    >
      <Typography id="toc-heading" component="h2" sx={{ fontSize: '0.8125rem', fontWeight: 700, mb: 1, pl: 1.5 }}>
        {t('contents')}
      </Typography>
      {renderList(entries, 0)}
    </Box>
  );
}
