import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readBuildEnv } from '../config/build-env';

/**
 * Build facts the browser code reads as constants (declared in src/types/build-constants.d.ts),
 * and, for the scaling benchmark only, the MDX compile timer.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, stage }) => {
  const env = readBuildEnv();
  actions.setWebpackConfig({
    plugins: [plugins.define({ __DOCS_REVISION__: JSON.stringify(env.revision) })],
    ...(env.profileMdxLog
      ? {
          module: {
            rules: [
              {
                test: /\.mdx$/,
                enforce: 'post',
                use: [
                  {
                    loader: path.resolve('src/data-layer/webpack/mdx-timing-loader.mjs'),
                    options: { log: env.profileMdxLog, stage },
                  },
                ],
              },
            ],
          },
        }
      : {}),
  });
};
