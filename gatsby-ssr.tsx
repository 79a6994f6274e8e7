/**
 * Server entry: the same page wrappers as the browser (src/app/), plus the document-level
 * markup written into every HTML file, and the renderer that moves emotion's styles to the head.
 * First of all, Node is told to read the UI packages' stylesheets as empty modules.
 */
import './src/app/server-package-css';

export { wrapRootElement } from './src/app/wrap-root-element';
export { wrapPageElement } from './src/app/wrap-page-element';
export { onRenderBody } from './src/app/render-body';
export { replaceRenderer } from './src/app/replace-renderer';
