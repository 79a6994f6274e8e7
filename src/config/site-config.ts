/**
 * Settings the browser code reads. Gatsby inlines `GATSBY_*` environment variables at build
 * time; each has a default so a plain `npm start` works.
 */
export const siteConfig = {
  /** The library's source repository (app bar link, API "source code" links). */
  sourceRepository: process.env.GATSBY_SOURCE_REPOSITORY || 'https://github.com/mui/mui-x',
  /** Prefix of "Edit this page" links; the content file's repository path is appended. */
  editUrlBase: process.env.GATSBY_EDIT_URL_BASE || 'https://github.com/mui/mui-x-docs/edit/main/',
  /** Prefix of "View the source" links of demos; the demo file's repository path is appended. */
  sourceUrlBase: process.env.GATSBY_SOURCE_URL_BASE || 'https://github.com/mui/mui-x-docs/blob/main/',
  /** Host names on which the service worker registers: the production docs host unless configured. */
  serviceWorkerHosts: (process.env.GATSBY_SW_HOSTS || 'mui.com')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean),
  /** Identifies the build in the footer (and in bug reports): the commit, unless configured. */
  revision: typeof __DOCS_REVISION__ === 'string' ? __DOCS_REVISION__ : 'development',
} as const;
