import * as React from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { createRequiredContext } from '../../lib/required-context';
import { requestNamesFile } from './names-request';
import { loadSearchStrings } from './search-strings';
import { useSearchShortcuts } from './use-search-shortcuts';

interface SearchControls {
  /** Opens the dialog, with a query when given (the `/x/search/?q=` page). */
  openSearch: (query?: string) => void;
  /** Starts loading the dialog's code and strings (the button's hover and focus). */
  preloadSearch: () => void;
}

const [Provider, useSearch] = createRequiredContext<SearchControls>('SearchProvider', 'the search controls');
export { useSearch };

const loadDialog = () => import(/* webpackChunkName: "search-dialog" */ './SearchDialog');
const SearchDialog = React.lazy(loadDialog);

/**
 * The search of the documentation frame: Ctrl+K, ⌘K and / open it from any page. The dialog's
 * code, its strings in the page's language and the names file load only when the reader reaches
 * for it, side by side.
 */
export function SearchProvider({ productId, children }: { productId: string; children: React.ReactNode }) {
  const lang = useLanguage();
  /** The query the dialog opens with; null while it is closed. */
  const [query, setQuery] = React.useState<string | null>(null);
  const preload = React.useCallback(() => Promise.all([loadDialog(), loadSearchStrings(lang)]), [lang]);
  const preloadSearch = React.useCallback(() => void preload().catch(() => undefined), [preload]);
  const openSearch = React.useCallback(
    (initial = '') => {
      void requestNamesFile(lang);
      // Opens once the code and strings are here, so the dialog never renders half-loaded; without
      // them (offline before the first search) the page stays as it was.
      preload().then(
        () => setQuery(initial),
        (error: unknown) => console.warn('Search could not load:', error),
      );
    },
    [lang, preload],
  );
  const controls = React.useMemo(() => ({ openSearch, preloadSearch }), [openSearch, preloadSearch]);
  useSearchShortcuts(query === null ? openSearch : null);
  const close = React.useCallback(() => setQuery(null), []);
  return (
    <Provider value={controls}>
      {children}
      {query !== null ? (
        <React.Suspense fallback={null}>
          <SearchDialog initialQuery={query} readerProductId={productId} onClose={close} />
        </React.Suspense>
      ) : null}
    </Provider>
  );
}
