import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { copyWebFonts } from './fonts/copy-web-fonts';
import { onPreBootstrap as prepareOfflineShell } from './offline/generate-service-worker';

/** Before sourcing: the offline plugin's app shell, and the web font files the pages' head names. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = (args, options, callback) => {
  prepareOfflineShell?.(args, options, callback);
  copyWebFonts(path.resolve('public'));
};
