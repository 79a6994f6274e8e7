import styled from '@emotion/styled';
import { useTranslate } from '../../i18n/LanguageProvider';
import { spacing, vars, Z_INDEX } from '../theme/tokens';

const Link = styled.a({
  position: 'fixed',
  top: spacing(1),
  insetInlineStart: spacing(1),
  zIndex: Z_INDEX.popup + 1,
  padding: spacing(1, 2),
  borderRadius: 12,
  backgroundColor: vars.primary,
  color: vars.onPrimary,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
});

/** The first focusable element: jumps past the header and navigation to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useTranslate();
  return <Link href={`#${targetId}`}>{t('skipToContent')}</Link>;
}
