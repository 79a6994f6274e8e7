/**
 * Browser entry: the same page wrappers as the server (src/app/), plus what only happens in the
 * browser after the first render and after navigation.
 */
export { wrapRootElement } from './src/app/wrap-root-element';
export { wrapPageElement } from './src/app/wrap-page-element';
export { onInitialClientRender } from './src/app/on-initial-client-render';
export { onRouteUpdate } from './src/app/on-route-update';
export { onRouteUpdateDelayed } from './src/app/on-route-update-delayed';
