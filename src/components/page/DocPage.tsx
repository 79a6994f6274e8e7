import { MDXProvider } from '@mdx-js/react';
import * as React from 'react';
import { isPaidPlan } from '../plan/PlanIcon';
import { PlanLink } from '../plan/PlanLink';
import { MarkdownBody } from '../mdx/MarkdownBody';
import { mdxComponents } from '../mdx/mdx-components';
import { DocPageLayout } from './DocPageLayout';
import { FallbackNotice } from './FallbackNotice';
import { PageFooter } from './PageFooter';
import type { PageLink } from './PrevNextLinks';
import { TableOfContents } from './TableOfContents';
import type { TocEntry } from './toc';

export interface DocPageProps {
  title: string;
  description: string;
  plan: string | null;
  toc: readonly TocEntry[];
  disableToc: boolean;
  /** The content is English on a page of another language. */
  fallback: boolean;
  sourceFile?: string;
  prev: PageLink | null;
  next: PageLink | null;
  children: React.ReactNode;
}

/** The content column of a documentation page, with its table of contents beside it. */
export function DocPage({ title, description, plan, toc, disableToc, fallback, sourceFile, prev, next, children }: DocPageProps) {
  const showToc = !disableToc && toc.length > 0;
  return (
    <DocPageLayout className={showToc ? undefined : 'no-toc'}>
      <article lang={fallback ? 'en' : undefined}>
        {fallback ? <FallbackNotice /> : null}
        <h1>
          {title}
          {isPaidPlan(plan) ? <PlanLink plan={plan} className="plan-badge" /> : null}
        </h1>
        <p className="description">{description}</p>
        <MarkdownBody>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </MarkdownBody>
        <PageFooter sourceFile={sourceFile} prev={prev} next={next} />
      </article>
      {showToc ? <TableOfContents entries={toc} /> : null}
    </DocPageLayout>
  );
}
