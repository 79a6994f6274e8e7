import { type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { searchStringsFor, useSearchStrings } from '../components/search/search-strings';
import { useSearch } from '../components/search/SearchProvider';
import { PageHead } from '../components/seo/PageHead';
import type { SitePageContext } from '../lib/page-context';
import * as styles from '../components/search/search-page.module.css';

/**
 * `/x/search/?q=…`: opens the search dialog with the query, so a browser can use the site as a
 * search engine (the OpenSearch description points here). Closing the dialog leaves this page,
 * which says how to open the search again.
 */
export default function SearchPage({ location }: PageProps<object, SitePageContext>) {
  const s = useSearchStrings();
  const { openSearch } = useSearch();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  React.useEffect(() => {
    openSearch(query);
  }, [openSearch, query]);
  return (
    <article className={styles.page}>
      <h1>{s('searchPageTitle')}</h1>
      <p>{s('searchPageBody')}</p>
      <button type="button" className={styles.open} onClick={() => openSearch(query)}>
        {s('searchPageOpen')}
      </button>
    </article>
  );
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const s = searchStringsFor(pageContext.lang);
  return (
    <PageHead
      title={s('searchPageTitle')}
      description={s('searchPageBody')}
      lang={pageContext.lang}
      pathname={pageContext.pathname}
      productId={pageContext.productId}
      noIndex
    />
  );
}
