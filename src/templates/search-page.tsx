// First the Gatsby runtime, which loads gatsby-browser and so the frame's stylesheets, then the
// frame button's and this page's own: every chunk orders the one stylesheet alike (decision 0025).
import 'gatsby';
import type { HeadProps, PageProps } from 'gatsby';
import * as React from 'react';
import { useSearch } from '../components/search/SearchProvider';
import { FrameButton } from '../components/frame-ui/FrameButton';
import { PageHead } from '../components/seo/PageHead';
import { defineStrings } from '../i18n/scoped-strings';
import type { SitePageContext } from '../lib/page-context';
import * as styles from '../components/search/search-page.module.css';

const { useStrings: useSearchPageStrings, stringsFor: searchPageStringsFor } = defineStrings({
  en: {
    searchPageTitle: 'Search',
    searchPageBody:
      'Search the guides and the API reference of MUI X. The search opens in a dialog; it also opens from any page with Ctrl+K, ⌘K or /.',
    searchPageOpen: 'Open the search',
  },
  zh: {
    searchPageTitle: '搜索',
    searchPageBody: '搜索 MUI X 的指南和 API 参考。搜索在对话框中打开；在任何页面按 Ctrl+K、⌘K 或 / 也可以打开。',
    searchPageOpen: '打开搜索',
  },
});

/**
 * `/x/search/?q=…`: opens the search dialog with the query, so a browser can use the site as a
 * search engine (the OpenSearch description points here). Closing the dialog leaves this page,
 * which says how to open the search again.
 */
export default function SearchPage({ location }: PageProps<object, SitePageContext>) {
  const s = useSearchPageStrings();
  const { openSearch } = useSearch();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  React.useEffect(() => {
    openSearch(query);
  }, [openSearch, query]);
  return (
    <article className={styles.page}>
      <h1>{s('searchPageTitle')}</h1>
      <p>{s('searchPageBody')}</p>
      <FrameButton outlined onClick={() => openSearch(query)}>
        {s('searchPageOpen')}
      </FrameButton>
    </article>
  );
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  const s = searchPageStringsFor(pageContext.lang);
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
