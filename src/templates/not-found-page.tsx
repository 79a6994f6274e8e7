import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as GatsbyLink, type HeadProps } from 'gatsby';
import { PageHead } from '../components/seo/PageHead';
import { createTranslate } from '../i18n/translate';
import { toPagePath } from '../lib/paths';
import type { SitePageContext } from '../lib/page-context';

const en = createTranslate('en');
const zh = createTranslate('zh');

/**
 * The one 404 page every unknown address gets, so it speaks both languages rather than
 * guessing from the URL (a guess would differ between the static HTML and the browser).
 */
export default function NotFoundPage() {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 3, py: { xs: 6, md: 10 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {en('notFoundTitle')}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{en('notFoundBody')}</Typography>
      <Box lang="zh-CN" sx={{ mb: 4 }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {zh('notFoundTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{zh('notFoundBody')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" component={GatsbyLink} to={toPagePath('/x/introduction', 'en')}>
          {en('notFoundHome')}
        </Button>
        <Button variant="outlined" component={GatsbyLink} to={toPagePath('/x/introduction', 'zh')} lang="zh-CN">
          {zh('notFoundHome')}
        </Button>
      </Box>
    </Box>
  );
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  return (
    <PageHead
      title={en('notFoundTitle')}
      description={en('notFoundBody')}
      lang={pageContext.lang}
      pathname={pageContext.pathname}
      productId={pageContext.productId}
      noIndex
    />
  );
}
