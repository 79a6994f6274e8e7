import { navigate } from 'gatsby';
import * as React from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { StringsOf } from '../../i18n/scoped-strings';
import { runSearch, type SearchGroup, type SearchIndexes } from '../../lib/search/search-engine';
import { useModalDialog } from '../frame-ui/use-modal-dialog';
import { closeIcon } from '../icons/frame-icons';
import { Icon } from '../icons/Icon';
import { useProducts } from '../nav/use-products';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from './recent-searches';
import * as styles from './search.module.css';
import { loadSearchIndexes } from './search-loader';
import { SearchResultList } from './SearchResultList';
import { useSearchStrings } from './use-search-strings';
import { SearchSuggestions } from './SearchSuggestions';
import type { SearchStringKey } from './strings/en';

type LoadState =
  | { status: 'loading'; indexes: null }
  | { status: 'names'; indexes: SearchIndexes }
  | { status: 'ready'; indexes: SearchIndexes }
  | { status: 'failed'; indexes: SearchIndexes | null; reason: string };

function useSearchIndexes(): [LoadState, () => void] {
  const lang = useLanguage();
  const [attempt, setAttempt] = React.useState(0);
  const [state, setState] = React.useState<LoadState>({ status: 'loading', indexes: null });
  React.useEffect(() => {
    let live = true;
    const { names, full } = loadSearchIndexes(lang);
    const fail = (error: unknown) => {
      console.warn(error);
      if (live) {
        setState((known) => ({
          status: 'failed',
          indexes: known.indexes,
          reason: error instanceof Error ? error.message : String(error),
        }));
      }
    };
    names.then(
      (indexes) => live && setState((known) => (known.status === 'ready' ? known : { status: 'names', indexes })),
      fail,
    );
    full.then((indexes) => live && setState({ status: 'ready', indexes }), fail);
    return () => {
      live = false;
    };
  }, [lang, attempt]);
  return [state, () => setAttempt((count) => count + 1)];
}

/** What the live region announces: the loading state, a failure, or the number of results. */
function statusText(s: StringsOf<SearchStringKey>, load: LoadState, query: string, count: number): string {
  if (load.status === 'loading') return s('searchLoading');
  if (load.status === 'failed' && !load.indexes) return s('searchFailed', { reason: load.reason });
  if (query.trim() === '') return '';
  return count === 1 ? s('searchOneResult') : s('searchResultCount', { count });
}

interface SearchDialogProps {
  initialQuery: string;
  /** The product of the page the reader is on: its results come first among equals. */
  readerProductId: string;
  onClose: () => void;
}

/**
 * The search dialog: a combobox over a grouped list of results. Arrow keys move through the
 * results, Enter opens one, Escape closes and focus returns where it was.
 */
export default function SearchDialog({ initialQuery, readerProductId, onClose: close }: SearchDialogProps) {
  const s = useSearchStrings();
  const lang = useLanguage();
  const products = useProducts();
  // Still the element the reader opened search from: the dialog takes focus after this render.
  const [opener] = React.useState(() => {
    const active = document.activeElement;
    return active instanceof HTMLElement && active !== document.body ? active : null;
  });
  const onClose = () => {
    close();
    opener?.focus();
  };
  const ref = useModalDialog();
  const [query, setQuery] = React.useState(initialQuery);
  const [productId, setProductId] = React.useState<string | null>(null);
  const [active, setActive] = React.useState(0);
  const [recent, setRecent] = React.useState<string[]>(readRecentSearches);
  const [load, retry] = useSearchIndexes();

  const groups: SearchGroup[] = React.useMemo(
    () => (load.indexes && query.trim() !== '' ? runSearch(load.indexes, query, productId, readerProductId) : []),
    [load.indexes, query, productId, readerProductId],
  );
  const hits = groups.flatMap((group) => group.hits);
  const activeIndex = Math.min(active, Math.max(hits.length - 1, 0));
  React.useEffect(() => setActive(0), [query, productId]);

  const open = (path: string) => {
    setRecent(addRecentSearch(query));
    onClose();
    void navigate(path);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length > 0) setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[activeIndex];
      if (hit) open(hit.entry.path);
    }
  };
  const productName = (id: string) => products.find((product) => product.id === id)?.name;

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={s('searchDialog')}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.field}>
        <input
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={s('searchDialog')}
          aria-expanded={hits.length > 0}
          aria-controls="search-results"
          aria-autocomplete="list"
          aria-activedescendant={hits.length > 0 ? `search-result-${activeIndex}` : undefined}
          placeholder={s('searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          // The dialog exists to take this input: focus starts in it.
          autoFocus
        />
        <button type="button" className={styles.close} onClick={onClose} aria-label={s('searchClose')}>
          <Icon path={closeIcon} />
        </button>
      </div>
      <div className={styles.filters} role="group" aria-label={s('searchProducts')}>
        {[null, ...products.filter((product) => product.id !== 'introduction').map((product) => product.id)].map(
          (id) => (
            <button
              key={id ?? 'all'}
              type="button"
              className={styles.chip}
              aria-pressed={productId === id}
              onClick={() => setProductId(id)}
            >
              {id === null ? s('searchAllProducts') : (productName(id)?.[lang] ?? id)}
            </button>
          ),
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {statusText(s, load, query, hits.length)}
      </p>
      {/* Focusable, so a keyboard can scroll a long list of results or messages. */}
      <div className={styles.body} role="region" aria-label={s('searchResults')} tabIndex={0}>
        {load.status === 'loading' ? <p className={styles.message}>{s('searchLoading')}</p> : null}
        {load.status === 'failed' ? (
          <p className={styles.message} role="alert">
            {s('searchFailed', { reason: load.reason })}{' '}
            <button type="button" className={styles.textButton} onClick={retry}>
              {s('searchRetry')}
            </button>
          </p>
        ) : null}
        {query.trim() === '' ? (
          recent.length > 0 ? (
            <section aria-labelledby="search-recent">
              <div className={styles.groupHeader}>
                <h2 id="search-recent" className={styles.groupTitle}>
                  {s('searchRecent')}
                </h2>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => {
                    clearRecentSearches();
                    setRecent([]);
                  }}
                >
                  {s('searchClearRecent')}
                </button>
              </div>
              <ul className={styles.recent}>
                {recent.map((item) => (
                  <li key={item}>
                    <button type="button" className={styles.recentItem} onClick={() => setQuery(item)}>
                      {item}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <p className={styles.message}>{s('searchEmpty')}</p>
          )
        ) : null}
        {query.trim() !== '' && load.indexes ? (
          hits.length > 0 ? (
            <SearchResultList groups={groups} activeIndex={activeIndex} onOpen={open} onActivate={setActive} />
          ) : (
            <SearchSuggestions
              query={query}
              product={productId ? (productName(productId)?.[lang] ?? productId) : null}
              onSearchEverywhere={() => setProductId(null)}
              onOpen={open}
            />
          )
        ) : null}
        {load.status === 'names' && query.trim() !== '' ? (
          <p className={styles.note}>{s('searchLoadingText')}</p>
        ) : null}
      </div>
      <p className={styles.keys} aria-hidden="true">
        {s('searchKeys')}
      </p>
    </dialog>
  );
}
