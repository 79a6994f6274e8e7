import { useLanguage } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';
import { isPlainLeftClick } from '../../lib/plain-left-click';
import { useProducts } from '../nav/use-products';
import * as styles from './search.module.css';
import { useSearchStrings } from './use-search-strings';

interface SearchSuggestionsProps {
  query: string;
  /** The product the search is narrowed to, or null. */
  product: string | null;
  onSearchEverywhere: () => void;
  onOpen: (path: string) => void;
}

/** What the dialog shows when nothing matches: widen the search, or start from a product's first page. */
export function SearchSuggestions({ query, product, onSearchEverywhere, onOpen }: SearchSuggestionsProps) {
  const s = useSearchStrings();
  const lang = useLanguage();
  const products = useProducts();
  return (
    <div className={styles.noResults}>
      <p className={styles.message}>
        {product ? s('searchNoResultsInProduct', { query, product }) : s('searchNoResults', { query })}{' '}
        {product ? (
          <button type="button" className={styles.textButton} onClick={onSearchEverywhere}>
            {s('searchEverywhere')}
          </button>
        ) : null}
      </p>
      <p className={styles.message}>{s('searchSuggestions')}</p>
      <ul className={styles.suggestions}>
        {products
          .filter((product) => product.id !== 'introduction')
          .map((product) => {
            const path = toPagePath(product.landingPathname, lang);
            return (
              <li key={product.id}>
                <a
                  href={path}
                  onClick={(event) => {
                    if (!isPlainLeftClick(event)) return;
                    event.preventDefault();
                    onOpen(path);
                  }}
                >
                  {product.name[lang]}
                </a>
              </li>
            );
          })}
      </ul>
    </div>
  );
}
