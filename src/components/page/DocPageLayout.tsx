import styled from '@emotion/styled';
import { spacing, TOC_WIDTH, up, vars } from '../theme/tokens';

/** The content column and the table of contents beside it, and the page's title block. */
export const DocPageLayout = styled.div({
  display: 'flex',
  justifyContent: 'center',
  padding: spacing(0, 2),
  [up('sm')]: { padding: spacing(0, 4) },
  [up('md')]: { gap: spacing(6) },
  [up('lg')]: { padding: spacing(0, 7) },
  '& > article': { flex: '1 1 auto', minWidth: 0, maxWidth: '105ch', paddingTop: spacing(4) },
  '&.no-toc > article': { maxWidth: `calc(105ch + ${TOC_WIDTH}px)` },
  '& h1': {
    fontSize: 'clamp(2rem, 1.4rem + 2vw, 2.75rem)',
    fontWeight: 700,
    lineHeight: 1.15,
    margin: spacing(0, 0, 1.5),
    '& .plan-badge': { marginInlineStart: spacing(1.5), fontSize: '0.6em', verticalAlign: 'middle' },
  },
  '& .description': { fontSize: '1.125rem', lineHeight: 1.6, color: vars.textSecondary, margin: spacing(0, 0, 4) },
  '& .fallback-notice': {
    display: 'flex',
    alignItems: 'center',
    gap: spacing(1),
    marginBottom: spacing(3),
    padding: spacing(1, 2),
    borderRadius: 12,
    border: `1px solid ${vars.divider}`,
    backgroundColor: vars.hover,
    fontSize: '0.875rem',
  },
});
