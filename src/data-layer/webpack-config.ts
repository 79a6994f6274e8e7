import type { GatsbyNode } from 'gatsby';
import { readBuildEnv } from '../config/build-env';

/** Build facts the browser code reads as constants (declared in src/types/build-constants.d.ts). */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __DOCS_REVISION__: JSON.stringify(readBuildEnv().revision) })],
  });
};
