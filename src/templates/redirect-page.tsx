import { Link as GatsbyLink, navigate, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { PageHead } from '../components/seo/PageHead';
import { useTranslate } from '../i18n/LanguageProvider';
import type { RedirectPageContext } from '../lib/page-context';

/**
 * `/` and `/x/` lead to the introduction. The meta refresh in the head works without JavaScript
 * and on any static host; with JavaScript the router replaces the history entry at once.
 */
export default function RedirectPage({ pageContext }: PageProps<object, RedirectPageContext>) {
  const t = useTranslate();
  React.useEffect(() => {
    void navigate(pageContext.to + window.location.search + window.location.hash, { replace: true });
  }, [pageContext.to]);
  return (
    <main style={{ padding: 32 }}>
      <GatsbyLink to={pageContext.to}>{t('redirecting', { page: 'MUI X' })}</GatsbyLink>
    </main>
  );
}

export function Head({ pageContext }: HeadProps<object, RedirectPageContext>) {
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${pageContext.to}`} />
      <PageHead
        title="MUI X"
        description="Documentation for MUI X: Data Grid, Date and Time Pickers, Charts and Tree View."
        lang={pageContext.lang}
        pathname="/x/introduction"
        productId="introduction"
        noIndex
      />
    </>
  );
}
