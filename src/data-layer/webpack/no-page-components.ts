/**
 * Stands in for Gatsby's list of page components (`$virtual/async-requires`) in the
 * development HTML renderer only (decision 0027). Without DEV_SSR that renderer draws the empty
 * HTML shell the browser fills in; it reads a page component only for pages with server-side
 * rendering (`getServerData`) or a `config` export, and this site has neither. Compiling every
 * page and demo a second time for Node doubled the start-up of `gatsby develop` and ran it out of
 * memory.
 */
export const components: Record<string, never> = {};
