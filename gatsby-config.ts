import type { GatsbyConfig } from 'gatsby';
// An ES module; Node 20.19+ loads it from this CommonJS-compiled config with require().
import remarkGfm from 'remark-gfm';
import { readBuildEnv } from './src/config/build-env';
import { rehypeHighlightCode } from './src/data-layer/mdx/rehype-highlight-code';
import { remarkCheckComponents } from './src/data-layer/mdx/remark-check-components';
import { remarkCheckLinks } from './src/data-layer/mdx/remark-check-links';
import { remarkDemos } from './src/data-layer/mdx/remark-demos';
import { remarkHeadingIds } from './src/data-layer/mdx/remark-heading-ids';
import { remarkImportComponents } from './src/data-layer/mdx/remark-import-components';
import { remarkLinkApiMentions } from './src/data-layer/mdx/remark-link-api-mentions';

const env = readBuildEnv();

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'MUI X',
    description: 'Documentation for MUI X v8.2.0: Data Grid, Date and Time Pickers, Charts and Tree View.',
    siteUrl: env.siteUrl,
  },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: { typesOutputPath: env.typesOutputPath, generateOnBuild: false },
  plugins: [
    'gatsby-plugin-emotion',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: `${__dirname}/content`, ignore: ['**/navigation/**'] },
    },
    ...(env.gaMeasurementId
      ? [
          {
            resolve: 'gatsby-plugin-google-gtag',
            options: {
              trackingIds: [env.gaMeasurementId],
              gtagConfig: { send_page_view: false },
              // The site sends its own page_view, with product ids (AnalyticsProvider); excluding
              // every path turns off the plugin's own one.
              pluginConfig: { head: true, origin: env.gtagOrigin, exclude: ['**'] },
            },
          },
        ]
      : []),
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        mdxOptions: {
          remarkPlugins: [
            remarkGfm,
            remarkHeadingIds,
            remarkLinkApiMentions,
            remarkCheckLinks,
            remarkCheckComponents,
            remarkDemos,
            remarkImportComponents,
          ],
          rehypePlugins: [rehypeHighlightCode],
        },
      },
    },
  ],
};

export default config;
