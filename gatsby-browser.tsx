/**
 * Browser entry: the same page wrappers as the server (src/app/), plus what only happens in the
 * browser after navigation.
 */
export { wrapPageElement } from './src/app/wrap-page-element';
export { onRouteUpdate } from './src/app/on-route-update';
