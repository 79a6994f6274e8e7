/**
 * Table of contents of the build. Each lifecycle lives in src/data-layer/, in the order the
 * data flows: declare types → source nav, products, languages and titles → attach fields to
 * MDX pages → validate and create pages.
 */
export { createSchemaCustomization } from './src/data-layer/schema';
export { sourceNodes } from './src/data-layer/source-nodes';
export { onCreateNode } from './src/data-layer/on-create-node';
export { createPages } from './src/data-layer/create-pages';
