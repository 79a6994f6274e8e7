import * as React from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { createRequiredContext } from '../../lib/required-context';
import { requestNamesFile } from './names-request';
import { useSearchShortcuts } from './use-search-shortcuts';

interface SearchControls {
  /** Opens the dialog, with a query when given (the `/x/search/?q=` page). */
  openSearch: (query?: string) => void;
  /** Starts loading the dialog's code (the button's hover and focus). */
  preloadSearch: () => void;
}

const [Provider, useSearch] = createRequiredContext<SearchControls>('SearchProvider', 'the search controls');
export { useSearch };

const loadDialog = () => import(/* webpackChunkName: "search-dialog" */ './SearchDialog');
const SearchDialog = React.lazy(loadDialog);

interface OpenState {
  query: string;
  /** Where focus goes back when the dialog closes. */
  opener: HTMLElement | null;
}

/**
 * The search of the documentation frame: Ctrl+K, ⌘K and / open it from any page, and the dialog's
 * code (with its strings and the search library) loads only when the reader reaches for it.
 */
export function SearchProvider({ productId, children }: { productId: string; children: React.ReactNode }) {
  const lang = useLanguage();
  const [open, setOpen] = React.useState<OpenState | null>(null);
  const openSearch = React.useCallback(
    (query = '') => {
      // The names file downloads while the dialog's code does.
      void requestNamesFile(lang);
      const active = typeof document === 'undefined' ? null : document.activeElement;
      setOpen({ query, opener: active instanceof HTMLElement && active !== document.body ? active : null });
    },
    [lang],
  );
  const preloadSearch = React.useCallback(() => {
    void loadDialog();
  }, []);
  const controls = React.useMemo(() => ({ openSearch, preloadSearch }), [openSearch, preloadSearch]);
  useSearchShortcuts(open === null ? openSearch : null);
  const close = React.useCallback(() => {
    const opener = open?.opener;
    setOpen(null);
    opener?.focus();
  }, [open]);
  return (
    <Provider value={controls}>
      {children}
      {open ? (
        <React.Suspense fallback={null}>
          <SearchDialog initialQuery={open.query} readerProductId={productId} onClose={close} />
        </React.Suspense>
      ) : null}
    </Provider>
  );
}
