/**
 * The HTML renderer leaves Material UI, MUI X and Emotion to Node's `require` (decision 0039).
 * The Data Grid's CommonJS build requires a stylesheet (`@mui/x-data-grid/index.css`), which Node
 * cannot load. A server-rendered page needs none of it (the browser build bundles that file), so
 * here Node reads `.css` files as empty modules. This module runs in Node only, before any page
 * is rendered: gatsby-ssr imports it first.
 */
declare const __non_webpack_require__: NodeJS.Require | undefined;

const nodeRequire = typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : undefined;
const extensions = nodeRequire?.extensions;
if (extensions && !extensions['.css']) {
  extensions['.css'] = () => undefined;
}

export {};
