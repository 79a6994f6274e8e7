import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { siteConfig } from '../../config/site-config';
import { useTranslate } from '../../i18n/LanguageProvider';
import { LIBRARY_VERSION } from '../../../content/navigation/products';
import { PrevNextLinks, type PageLink } from './PrevNextLinks';

interface PageFooterProps {
  /** Repository path of the page's source, for "Edit this page"; omitted for generated pages. */
  sourceFile?: string;
  prev: PageLink | null;
  next: PageLink | null;
}

export function PageFooter({ sourceFile, prev, next }: PageFooterProps) {
  const t = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 8, pb: 6 }}>
      {sourceFile ? (
        <Link
          href={`${siteConfig.editUrlBase}${sourceFile}`}
          rel="noopener"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem', fontWeight: 500 }}
        >
          <EditOutlinedIcon fontSize="small" />
          {t('editThisPage')}
        </Link>
      ) : null}
      <PrevNextLinks prev={prev} next={next} />
      <Divider sx={{ my: 4 }} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('footerLicense', { version: LIBRARY_VERSION })}
      </Typography>
    </Box>
  );
}
