import { type HeadProps } from 'gatsby';
import { NotFound } from '../components/page/NotFound';
import { PageHead } from '../components/seo/PageHead';
import { createTranslate } from '../i18n/translate';
import type { SitePageContext } from '../lib/page-context';

const en = createTranslate('en');

/** The page every unknown address gets (Gatsby writes it to /404.html). */
export default function NotFoundPage() {
  return <NotFound />;
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
