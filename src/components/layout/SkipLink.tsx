import { styled } from '@mui/material/styles';
import { useTranslate } from '../../i18n/LanguageProvider';

const Link = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: theme.spacing(1),
  left: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  color: (theme.vars ?? theme).palette.primary.contrastText,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/** The first focusable element: jumps past the header and navigation to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useTranslate();
  return <Link href={`#${targetId}`}>{t('skipToContent')}</Link>;
}
