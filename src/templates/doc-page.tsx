import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { DocPage } from '../components/page/DocPage';
import { toTocEntries } from '../components/page/toc';
import { PageHead } from '../components/seo/PageHead';
import type { DocPageContext } from '../lib/page-context';

type Props = PageProps<Queries.DocPageQuery, DocPageContext> & { children: React.ReactNode };

/** A documentation page written in MDX. gatsby-plugin-mdx passes the compiled content as children. */
export default function DocPageTemplate({ data, pageContext, children }: Props) {
  const { mdx, navPage } = data;
  if (!mdx) {
    throw new Error(`No MDX content for ${pageContext.pathname} (node ${pageContext.id}).`);
  }
  return (
    <DocPage
      title={mdx.frontmatter.title}
      description={mdx.frontmatter.description}
      plan={mdx.frontmatter.plan}
      toc={toTocEntries(mdx.tableOfContents)}
      disableToc={mdx.frontmatter.disableToc ?? false}
      fallback={pageContext.fallback}
      sourceFile={mdx.fields.sourceFile}
      prev={navPage?.prev ?? null}
      next={navPage?.next ?? null}
    >
      {children}
    </DocPage>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext>) {
  return (
    <PageHead
      title={data.mdx?.frontmatter.title ?? ''}
      description={data.mdx?.frontmatter.description ?? ''}
      lang={pageContext.lang}
      pathname={pageContext.pathname}
      productId={pageContext.productId}
    />
  );
}

export const query = graphql`
  query DocPage($id: String!, $pathname: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        plan
        disableToc
      }
      fields {
        sourceFile
      }
      tableOfContents(maxDepth: 3)
    }
    navPage(pathname: { eq: $pathname }) {
      prev {
        pathname
        displayTitle
      }
      next {
        pathname
        displayTitle
      }
    }
  }
`;
