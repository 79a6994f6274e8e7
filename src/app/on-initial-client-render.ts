import type { GatsbyBrowser } from 'gatsby';

/**
 * Marks `<html>` once React has taken over the server-rendered page. Browser tests wait for it
 * before interacting; styles could use it for enhancements that need scripts.
 */
export const onInitialClientRender: NonNullable<GatsbyBrowser['onInitialClientRender']> = () => {
  document.documentElement.dataset.hydrated = 'true';
};
