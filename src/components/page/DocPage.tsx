import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MDXProvider } from '@mdx-js/react';
import * as React from 'react';
import { isPaidPlan } from '../plan/PlanIcon';
import { PlanLink } from '../plan/PlanLink';
import { MarkdownBody } from '../mdx/MarkdownBody';
import { mdxComponents } from '../mdx/mdx-components';
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
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: { md: 6 }, px: { xs: 2, sm: 4, lg: 7 } }}>
      <Box
        component="article"
        lang={fallback ? 'en' : undefined}
        sx={{ flex: '1 1 auto', minWidth: 0, maxWidth: showToc ? '105ch' : 'calc(105ch + 240px)', pt: 4 }}
      >
        {fallback ? <FallbackNotice /> : null}
        <Typography variant="h1" sx={{ mb: 1.5, '& .plan-badge': { ml: 1.5, fontSize: '0.6em', verticalAlign: 'middle' } }}>
          {title}
          {isPaidPlan(plan) ? <PlanLink plan={plan} className="plan-badge" /> : null}
        </Typography>
        <Typography component="p" className="description" sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 4 }}>
          {description}
        </Typography>
        <MarkdownBody>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </MarkdownBody>
        <PageFooter sourceFile={sourceFile} prev={prev} next={next} />
      </Box>
      {showToc ? <TableOfContents entries={toc} /> : null}
    </Box>
  );
}
