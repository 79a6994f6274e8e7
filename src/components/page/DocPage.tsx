// First the Gatsby runtime, which loads gatsby-browser and so the frame's stylesheets, then this
// page's own: every chunk then orders the site's one stylesheet the same way (decision 0025).
import 'gatsby';
import { MDXProvider } from '@mdx-js/react';
import * as React from 'react';
import { AdSlot } from '../ads/AdSlot';
import { isPaidPlan } from '../plan/PlanIcon';
import { PlanLink } from '../plan/PlanLink';
import { DemoDataProvider, type DemoData } from '../demo/DemoDataProvider';
import { mdxComponents } from '../mdx/mdx-components';
import { ApiTableDataProvider, type ApiTableEntry } from '../mdx/ApiTableDataProvider';
import { cx } from '../../lib/class-names';
import * as markdown from '../mdx/markdown.module.css';
import { FallbackNotice } from './FallbackNotice';
import { PageLinkHeader, type PageLinkHeaderProps } from './PageLinkHeader';
import { PageMarkdownActions } from './PageMarkdownActions';
import { PageFooter } from './PageFooter';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import type { PageLink } from './PrevNextLinks';
import { TableOfContents } from './TableOfContents';
import { ApiSection, API_SECTION_ID } from './ApiSection';
import type { ApiSectionLink } from '../../lib/page-context';
import { useTranslate } from '../../i18n/LanguageProvider';
import type { TocEntry } from './toc';
import * as styles from './page.module.css';

export interface DocPageProps {
  /** The page's nav pathname (no language prefix), for its feedback. */
  pathname: string;
  title: string;
  description: string;
  plan: string | null;
  toc: readonly TocEntry[];
  disableToc: boolean;
  /** No ad on this page (front matter `disableAd`). */
  disableAd: boolean;
  /** The content is English on a page of another language. */
  fallback: boolean;
  sourceFile?: string;
  prev: PageLink | null;
  next: PageLink | null;
  /** The page's demos, for the demo containers in its content. */
  demos: readonly DemoData[];
  /** The entries of the page's `<ApiTable>` elements. */
  apiTableEntries?: readonly ApiTableEntry[];
  /** Where the build wrote the page's Markdown copy. */
  markdownUrl: string;
  /** The API pages of the components the page is about: its closing "API" section. */
  apiLinks: readonly ApiSectionLink[];
  /** Quick links under the description, from the front matter. */
  links: PageLinkHeaderProps;
  children: React.ReactNode;
}

/** The content column of a documentation page, with its table of contents beside it. */
export function DocPage({
  pathname,
  title,
  description,
  plan,
  toc,
  disableToc,
  disableAd,
  fallback,
  sourceFile,
  prev,
  next,
  demos,
  apiTableEntries = [],
  markdownUrl,
  apiLinks,
  links,
  children,
}: DocPageProps) {
  const t = useTranslate();
  const entries = apiLinks.length > 0 ? [...toc, { id: API_SECTION_ID, title: t('apiSection'), children: [] }] : toc;
  const showToc = !disableToc && entries.length > 0;
  return (
    <div className={cx(styles.layout, !showToc && styles.noToc)}>
      <article className={styles.article} lang={fallback ? 'en' : undefined}>
        {fallback ? <FallbackNotice /> : null}
        <h1 className={styles.title}>
          {title}
          {isPaidPlan(plan) ? <PlanLink plan={plan} className="plan-badge" /> : null}
        </h1>
        <p className={`description ${styles.description}`}>{description}</p>
        <PageLinkHeader {...links} />
        <PageMarkdownActions markdownUrl={markdownUrl} />
        {disableAd ? null : <AdSlot />}
        {/* The content's headings and the footer share the page's feedback form. */}
        <FeedbackProvider pathname={pathname} sections={entries}>
          <div className={markdown.body}>
            <DemoDataProvider demos={demos} adsDisabled={disableAd}>
              <ApiTableDataProvider entries={apiTableEntries}>
                <MDXProvider components={mdxComponents}>{children}</MDXProvider>
              </ApiTableDataProvider>
            </DemoDataProvider>
            {apiLinks.length > 0 ? <ApiSection links={apiLinks} /> : null}
          </div>
          <PageFooter sourceFile={sourceFile} prev={prev} next={next} />
        </FeedbackProvider>
      </article>
      {showToc ? <TableOfContents entries={entries} /> : null}
    </div>
  );
}
