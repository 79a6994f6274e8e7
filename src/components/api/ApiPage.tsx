import { useApiStrings } from './api-strings';
import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';
import { LIBRARY_VERSION } from '../../config/library';
import { useLanguage } from '../../i18n/LanguageProvider';
import { cx } from '../../lib/class-names';
import type { ApiDemoLink } from '../../lib/page-context';
import { toPagePath } from '../../lib/paths';
import { AdSlot } from '../ads/AdSlot';
import { Callout } from '../mdx/Callout';
import * as markdown from '../mdx/markdown.module.css';
import { CodeBlock } from '../mdx/CodeBlock';
import { FallbackNotice } from '../page/FallbackNotice';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { PageFooter } from '../page/PageFooter';
import { PageMarkdownActions } from '../page/PageMarkdownActions';
import type { PageLink } from '../page/PrevNextLinks';
import { TableOfContents } from '../page/TableOfContents';
import * as page from '../page/page.module.css';
import { isPaidPlan } from '../plan/PlanIcon';
import { PlanLink } from '../plan/PlanLink';
import { apiTocEntries } from './api-toc';
import type { ApiPageView } from './api-view-types';
import { ApiClassesSection } from './ApiClassesSection';
import { ApiHeading } from './ApiHeading';
import { ApiHtml } from './ApiHtml';
import { ApiPropsSection } from './ApiPropsSection';
import { ApiRefCallout } from './ApiRefCallout';
import { ApiSlotsSection } from './ApiSlotsSection';
import { ApiThemeDefaultProps } from './ApiThemeDefaultProps';
import * as styles from './api.module.css';

interface ApiPageProps {
  /** The page's nav pathname (no language prefix), for its feedback. */
  pathname: string;
  api: ApiPageView;
  plan: string;
  demos: readonly ApiDemoLink[];
  prev: PageLink | null;
  next: PageLink | null;
  /** Where the build wrote the page's Markdown copy. */
  markdownUrl: string;
}

/**
 * A generated API page: demos, import lines, props (or properties), inheritance, slots, CSS
 * classes and the source, in the order a reader looks things up.
 */
export function ApiPage({ pathname, api, plan, demos, prev, next, markdownUrl }: ApiPageProps) {
  const t = useApiStrings();
  const lang = useLanguage();
  const isComponent = api.kind === 'component';
  const description = isComponent
    ? t('apiPageDescription', {
        name: api.name,
        packageName: api.packageName,
        version: api.version,
      })
    : t('apiInterfacePageDescription', {
        name: api.name,
        packageName: api.packageName,
        version: api.version,
      });
  const path = api.sourceUrl.replace(/^.*\/tree\/[^/]+\//, '');
  const entries = React.useMemo(() => apiTocEntries(api, t), [api, t]);
  return (
    <div className={page.layout}>
      <article className={page.article}>
        {lang !== 'en' ? <FallbackNotice /> : null}
        <h1 className={page.title}>
          {t('apiTitle', { name: api.name })}
          {isPaidPlan(plan) ? <PlanLink plan={plan} className="plan-badge" /> : null}
        </h1>
        <p className={`description ${page.description}`}>{description}</p>
        <PageMarkdownActions markdownUrl={markdownUrl} />
        {isComponent ? <AdSlot /> : null}
        {api.version !== LIBRARY_VERSION ? (
          <Callout type="warning">
            {t('apiVersionNote', {
              packageName: api.packageName,
              version: api.version,
              libraryVersion: LIBRARY_VERSION,
            })}
          </Callout>
        ) : null}
        {api.supplementedFrom ? (
          <Callout type="info">
            {t('apiSupplementedNote', {
              ...api.supplementedFrom,
              libraryVersion: LIBRARY_VERSION,
            })}
          </Callout>
        ) : null}
        {api.exportedAs ? <Callout type="info">{t('apiUnstableNote', { exportedAs: api.exportedAs })}</Callout> : null}
        {api.deprecatedHtml ? (
          <Callout type="warning">
            <ApiHtml html={api.deprecatedHtml} />
          </Callout>
        ) : null}
        {/* The section headings and the footer share the page's feedback form. */}
        <FeedbackProvider pathname={pathname} sections={entries}>
          <div className={markdown.body}>
            <ApiHtml html={api.descriptionHtml} className={styles.lead} />

            <ApiHeading level={2} id="demos">
              {t('apiDemos')}
            </ApiHeading>
            {demos.length > 0 ? (
              <>
                <p>{t('apiDemosIntro', { name: api.name })}</p>
                <ul className={styles.demoLinks}>
                  {demos.map((demo) => (
                    <li key={demo.pathname}>
                      <GatsbyLink to={toPagePath(demo.pathname, lang)}>{demo.title}</GatsbyLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className={styles.muted}>{t('apiNoDemos', { name: api.name })}</p>
            )}

            <ApiHeading level={2} id="import">
              {t('apiImport')}
            </ApiHeading>
            <CodeBlock data-language="tsx">
              <code className="language-tsx" dangerouslySetInnerHTML={{ __html: api.importsHtml }} />
            </CodeBlock>
            {isComponent && api.importsHtml.includes('// or') ? (
              <p className={styles.muted}>{t('apiImportNote')}</p>
            ) : null}

            <ApiPropsSection
              id={isComponent ? 'props' : 'properties'}
              title={isComponent ? t('apiProps') : t('apiProperties')}
              area={api.area}
              props={api.props}
              sections={isComponent ? { slots: api.slots.length > 0, classes: api.classes.length > 0 } : undefined}
            />
            {isComponent && api.spreadsNative ? (
              <div className={cx(styles.notes)}>
                <p>{t('apiSpreadNative')}</p>
              </div>
            ) : null}
            {isComponent ? <ApiRefCallout forwardsRef={api.forwardsRef} element={api.refElement} /> : null}
            {api.inheritance ? (
              <>
                <ApiHeading level={3} id="inheritance">
                  {t('apiInheritance')}
                </ApiHeading>
                <p>
                  {t('apiInheritanceText', {
                    component: api.inheritance.component,
                  })}{' '}
                  <a href={api.inheritance.pathname} rel="noopener">
                    {api.inheritance.component}
                  </a>
                </p>
              </>
            ) : null}
            {isComponent && api.muiName ? (
              <ApiThemeDefaultProps
                name={api.name}
                area={api.area}
                muiName={api.muiName}
                augmentation={api.themeAugmentation}
              />
            ) : null}
            {api.slots.length > 0 ? <ApiSlotsSection area={api.area} slots={api.slots} /> : null}
            {api.classes.length > 0 ? <ApiClassesSection area={api.area} classes={api.classes} /> : null}

            <ApiHeading level={2} id="source-code">
              {t('apiSourceCode')}
            </ApiHeading>
            <p>
              {t('apiSourceText', {
                packageName: api.packageName,
                version: api.version,
              })}{' '}
              <a href={api.sourceUrl} rel="noopener">
                {t('apiSourceLink', { path })}
              </a>
            </p>
          </div>
          <PageFooter prev={prev} next={next} />
        </FeedbackProvider>
      </article>
      <TableOfContents entries={entries} />
    </div>
  );
}
