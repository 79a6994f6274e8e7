// Defined at build time by src/data-layer/webpack-config.ts (and in jest's globals).
declare const __DOCS_REVISION__: string | undefined;
