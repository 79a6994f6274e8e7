import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { PageFooter } from '../page/PageFooter';
import type { PageLink } from '../page/PrevNextLinks';
import * as page from '../page/page.module.css';
import { isPaidPlan, PlanIcon } from '../plan/PlanIcon';
import { useApiStrings } from './api-strings';
import type { ApiIndexItem } from './api-view-types';
import * as styles from './api.module.css';

function ItemList({
  items,
  countKey,
}: {
  items: readonly ApiIndexItem[];
  countKey: 'apiPropCount' | 'apiPropertyCount';
}) {
  const t = useApiStrings();
  const frame = useTranslate();
  const lang = useLanguage();
  return (
    <ul className={styles.indexList}>
      {items.map((item) => (
        <li key={item.pathname}>
          <GatsbyLink to={toPagePath(item.pathname, lang)}>
            <span className={styles.indexName}>{item.name}</span>
            {isPaidPlan(item.plan) ? (
              <span title={frame(item.plan === 'pro' ? 'proPlan' : 'premiumPlan')} className={styles.indexPlan}>
                <PlanIcon plan={item.plan} />
              </span>
            ) : null}
            <span className={styles.indexCount}>{t(countKey, { count: item.count })}</span>
          </GatsbyLink>
        </li>
      ))}
    </ul>
  );
}

/** An area's API reference: every component and interface, with a filter by name. */
export function ApiIndex({
  pathname,
  title,
  description,
  items,
  prev,
  next,
}: {
  /** The page's nav pathname (no language prefix), for its feedback. */
  pathname: string;
  title: string;
  description: string;
  items: readonly ApiIndexItem[];
  prev: PageLink | null;
  next: PageLink | null;
}) {
  const t = useApiStrings();
  const [query, setQuery] = React.useState('');
  const needle = query.trim().toLowerCase();
  const visible = needle === '' ? items : items.filter((item) => item.name.toLowerCase().includes(needle));
  const components = visible.filter((item) => item.kind === 'component');
  const interfaces = visible.filter((item) => item.kind === 'interface');
  return (
    <div className={`${page.layout} ${page.noToc}`}>
      <article className={page.article}>
        <h1 className={page.title}>{title}</h1>
        <p className={`description ${page.description}`}>{description}</p>
        <div className={styles.filter}>
          <label>
            {t('apiFilter')}
            <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          </label>
          <span aria-live="polite">
            {t('apiFilterCount', {
              count: visible.length,
              total: items.length,
            })}
          </span>
        </div>
        {visible.length === 0 ? <p>{t('apiNoMatch', { query })}</p> : null}
        {components.length > 0 ? (
          <>
            <h2 id="components">{t('apiComponents')}</h2>
            <ItemList items={components} countKey="apiPropCount" />
          </>
        ) : null}
        {interfaces.length > 0 ? (
          <>
            <h2 id="interfaces">{t('apiInterfaces')}</h2>
            <ItemList items={interfaces} countKey="apiPropertyCount" />
          </>
        ) : null}
        <FeedbackProvider pathname={pathname}>
          <PageFooter prev={prev} next={next} />
        </FeedbackProvider>
      </article>
    </div>
  );
}
