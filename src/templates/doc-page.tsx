import { graphql, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { DocPage } from '../components/page/DocPage';
import { toTocEntries } from '../components/page/toc';
import { PageHead } from '../components/seo/PageHead';
import type { DemoCode, DemoData } from '../components/demo/DemoDataProvider';
import type { DocPageContext } from '../lib/page-context';
import { markdownPath } from '../lib/paths';

type Props = PageProps<Queries.DocPageQuery, DocPageContext> & { children: React.ReactNode };

/** A documentation page written in MDX. gatsby-plugin-mdx passes the compiled content as children. */
export default function DocPageTemplate({ data, pageContext, children }: Props) {
  const { mdx, navPage } = data;
  const openCode = new Map<string, DemoCode>(data.openDemos.nodes.map((demo) => [demo.name, demo.code]));
  const demos: DemoData[] = data.demos.nodes.map((demo) => ({ ...demo, code: openCode.get(demo.name) ?? null }));
  if (!mdx) {
    throw new Error(`No MDX content for ${pageContext.pathname} (node ${pageContext.id}).`);
  }
  return (
    <DocPage
      pathname={pageContext.pathname}
      title={mdx.frontmatter.title}
      description={mdx.frontmatter.description}
      plan={mdx.frontmatter.plan}
      toc={toTocEntries(mdx.fields.headings)}
      disableToc={mdx.frontmatter.disableToc ?? false}
      disableAd={mdx.frontmatter.disableAd ?? false}
      fallback={pageContext.fallback}
      sourceFile={mdx.fields.sourceFile}
      prev={navPage?.prev ?? null}
      next={navPage?.next ?? null}
      demos={demos}
      apiTableEntries={data.apiTableEntries.nodes}
      markdownUrl={markdownPath(pageContext.pathname, pageContext.lang)}
      apiLinks={pageContext.apiLinks}
      links={{
        githubLabel: mdx.frontmatter.githubLabel,
        waiAria: mdx.frontmatter.waiAria,
        materialDesign: mdx.frontmatter.materialDesign,
      }}
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
  query DocPage(
    $id: String!
    $pathname: String!
    $contentPath: String!
    $openDemos: [String!]!
    $apiTableEntries: [String!]!
  ) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        plan
        disableToc
        disableAd
        githubLabel
        waiAria
        materialDesign
      }
      fields {
        sourceFile
        headings {
          depth
          id
          text
        }
      }
    }
    demos: allDemo(filter: { contentPath: { eq: $contentPath } }) {
      nodes {
        name
        sourceFile
        hasTypeScript
        stylings
        preview {
          tsHtml
          jsHtml
        }
        codeUrl
      }
    }
    openDemos: allDemo(filter: { contentPath: { eq: $contentPath }, name: { in: $openDemos } }) {
      nodes {
        name
        code {
          stylings {
            styling
            files {
              fileName
              jsFileName
              ts
              tsHtml
              js
              jsHtml
            }
            sandbox {
              dependencies
              typeScriptDevDependencies
            }
          }
        }
      }
    }
    apiTableEntries: allApiTableEntry(filter: { id: { in: $apiTableEntries } }) {
      nodes {
        kind
        name
        typeText
        eventTypeText
        descriptionHtml
        deprecatedHtml
        plan
        interfaces
      }
    }
    navPage(pathname: { eq: $pathname }) {
      ...NavNeighbours
    }
  }
`;
