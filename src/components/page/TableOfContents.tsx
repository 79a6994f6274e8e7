import { useTranslate } from '../../i18n/LanguageProvider';
import * as styles from './page.module.css';
import { flattenToc, type TocEntry } from './toc';
import { useScrollSpy } from './use-scroll-spy';

/** "Contents": the page's H2 sections with their H3s, highlighting the one being read. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const t = useTranslate();
  const active = useScrollSpy(flattenToc(entries));
  if (entries.length === 0) {
    return null;
  }
  const renderList = (items: readonly TocEntry[], depth: number) => (
    <ul>
      {items.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            style={{ '--depth': depth } as React.CSSProperties}
            aria-current={entry.id === active ? 'location' : undefined}
          >
            {entry.title}
          </a>
          {entry.children.length > 0 ? renderList(entry.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className={styles.toc} aria-labelledby="toc-heading">
      <h2 id="toc-heading">{t('contents')}</h2>
      {renderList(entries, 0)}
    </nav>
  );
}
