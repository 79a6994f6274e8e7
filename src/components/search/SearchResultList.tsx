import * as React from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { isPlainLeftClick } from '../../lib/plain-left-click';
import { highlightParts, type SearchGroup, type SearchHit } from '../../lib/search/search-engine';
import type { SearchKind } from '../../lib/search/search-index-model';
import * as styles from './search.module.css';
import { useSearchStrings } from './use-search-strings';

const GROUP_TITLE = { pages: 'searchPages', sections: 'searchSections', api: 'searchApi' } as const;
const KIND_LABEL: Partial<Record<SearchKind, 'kindApi' | 'kindProp' | 'kindMember' | 'kindSlot' | 'kindClass'>> = {
  api: 'kindApi',
  prop: 'kindProp',
  member: 'kindMember',
  slot: 'kindSlot',
  class: 'kindClass',
};
const PLAN_LABEL = { community: 'planCommunity', pro: 'planPro', premium: 'planPremium' } as const;

function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </>
  );
}

interface SearchResultListProps {
  groups: SearchGroup[];
  activeIndex: number;
  onOpen: (path: string) => void;
  onActivate: (index: number) => void;
}

/** The results, grouped (pages, sections, API) in one listbox the input controls. */
export function SearchResultList({ groups, activeIndex, onOpen, onActivate }: SearchResultListProps) {
  const s = useSearchStrings();
  const lang = useLanguage();
  const activeRef = React.useRef<HTMLAnchorElement>(null);
  React.useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);
  let index = -1;
  const row = (hit: SearchHit) => {
    index += 1;
    const position = index;
    const kind = KIND_LABEL[hit.entry.kind];
    const plans = hit.entry.plans.length > 1 || hit.entry.plans[0] !== 'community' ? hit.entry.plans : [];
    return (
      <a
        key={hit.entry.id}
        id={`search-result-${position}`}
        ref={position === activeIndex ? activeRef : undefined}
        role="option"
        aria-selected={position === activeIndex}
        tabIndex={-1}
        href={hit.entry.path}
        hrefLang={lang}
        className={styles.result}
        onMouseMove={() => position !== activeIndex && onActivate(position)}
        onClick={(event) => {
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          onOpen(hit.entry.path);
        }}
      >
        <span className={styles.resultName}>
          <Highlighted text={hit.entry.name} terms={hit.terms} />
          {hit.entry.owner && hit.entry.kind !== 'api' ? (
            <span className={styles.owner}> · {hit.entry.owner}</span>
          ) : null}
          {kind ? <span className={styles.kind}>{s(kind)}</span> : null}
          {plans.map((plan) =>
            plan in PLAN_LABEL ? (
              <span key={plan} className={styles.plan} data-plan={plan}>
                {s(PLAN_LABEL[plan as keyof typeof PLAN_LABEL])}
              </span>
            ) : null,
          )}
        </span>
        {hit.entry.crumbs.length > 0 ? <span className={styles.crumbs}>{hit.entry.crumbs.join(' › ')}</span> : null}
      </a>
    );
  };
  return (
    <div id="search-results" role="listbox" aria-label={s('searchResults')}>
      {groups.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`search-group-${group.id}`}>
          <div id={`search-group-${group.id}`} role="presentation" className={styles.groupTitle}>
            {s(GROUP_TITLE[group.id])}
          </div>
          {group.hits.map(row)}
        </div>
      ))}
    </div>
  );
}
