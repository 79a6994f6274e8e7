import styled from '@emotion/styled';
import { useTranslate } from '../../i18n/LanguageProvider';
import { HEADER_HEIGHT, spacing, TOC_WIDTH, up, vars } from '../theme/tokens';
import { flattenToc, type TocEntry } from './toc';
import { useScrollSpy } from './use-scroll-spy';

const Nav = styled.nav({
  display: 'none',
  width: TOC_WIDTH,
  flexShrink: 0,
  position: 'sticky',
  top: HEADER_HEIGHT,
  maxHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
  overflowY: 'auto',
  padding: spacing(4, 0),
  [up('md')]: { display: 'block' },
  '& h2': { fontSize: '0.8125rem', fontWeight: 700, margin: spacing(0, 0, 1), paddingInlineStart: spacing(1.5) },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& a': {
    display: 'block',
    padding: spacing(0.5, 0),
    paddingInlineStart: `calc(${spacing(1.5)} + var(--depth) * ${spacing(1.5)})`,
    fontSize: '0.8125rem',
    lineHeight: 1.5,
    color: vars.textSecondary,
    textDecoration: 'none',
    borderInlineStart: '2px solid transparent',
    '&:hover': { color: vars.text },
    '&[aria-current]': { color: vars.primaryText, borderInlineStartColor: vars.primaryText, fontWeight: 600 },
  },
});

/** "Contents": the page's H2 sections with their H3s, highlighting the one being read. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const t = useTranslate();
  const active = useScrollSpy(flattenToc(entries));
  if (entries.length === 0) {
    return null;
  }
  const renderList = (items: readonly TocEntry[], depth: number) => (
    <ul>
      {items.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} style={{ '--depth': depth } as React.CSSProperties} aria-current={entry.id === active ? 'location' : undefined}>
            {entry.title}
          </a>
          {entry.children.length > 0 ? renderList(entry.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <Nav aria-labelledby="toc-heading">
      <h2 id="toc-heading">{t('contents')}</h2>
      {renderList(entries, 0)}
    </Nav>
  );
}
