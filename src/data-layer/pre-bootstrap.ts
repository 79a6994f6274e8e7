import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { copyWebFonts } from './fonts/copy-web-fonts';
import { prepareAppShell } from './offline/generate-service-worker';

/**
 * Before sourcing: the offline plugin's app shell, and the web font files the pages' head names.
 * It takes one argument: Gatsby waits for a callback from a function that declares three.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ cache }) => {
  prepareAppShell(cache);
  copyWebFonts(path.resolve('public'));
};
