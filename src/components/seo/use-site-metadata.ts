import { graphql, useStaticQuery } from 'gatsby';

export function useSiteMetadata(): { siteUrl: string; title: string } {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          siteUrl
          title
        }
      }
    }
  `);
  return {
    siteUrl: data.site?.siteMetadata?.siteUrl ?? '',
    title: data.site?.siteMetadata?.title ?? 'MUI X',
  };
}
