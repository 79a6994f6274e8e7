/**
 * Table of contents of the build. Each lifecycle lives in src/data-layer/, in the order the
 * data flows: declare types → source nav, products, languages and titles → attach fields to
 * MDX pages → validate and create pages → repair the built HTML, write the
 * Markdown copies and search indexes, and generate the service worker (the develop server writes
 * the search indexes when it starts).
 */
export { onPreBootstrap } from './src/data-layer/pre-bootstrap';
export { createSchemaCustomization } from './src/data-layer/schema';
export { sourceNodes } from './src/data-layer/source-nodes';
export { onCreateNode } from './src/data-layer/on-create-node';
export { createPages } from './src/data-layer/create-pages';
export { onCreateWebpackConfig } from './src/data-layer/webpack-config';
export { onPostBuild } from './src/data-layer/post-build';
export { createPagesStatefully, onCreateDevServer } from './src/data-layer/search/develop-search-index';
