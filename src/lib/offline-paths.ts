/**
 * The page gatsby-plugin-offline creates as the offline app shell. Its HTML is rendered like any
 * page (gatsby-ssr gives it an offline message for readers without scripts); the service worker
 * serves it for pages that were never cached.
 */
export const APP_SHELL_PATH = '/offline-plugin-app-shell-fallback/';
