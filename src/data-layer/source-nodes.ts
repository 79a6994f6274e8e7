import type { GatsbyNode } from 'gatsby';
import { apiGeneratedPathnames } from '../lib/api-paths';
import path from 'node:path';
import { installedApiPackages } from './api/api-packages';
import { lazyDeclarations } from './api/declarations';
import { sourceApi } from './api/source-api';
import { sourceApiTables } from './api/source-api-tables';
import { sourceLanguages } from './source-languages';
import { sourceNavigation } from './source-navigation';
import { sourcePageTitles } from './source-page-titles';
import { sourceProducts } from './source-products';

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  sourceProducts(args);
  sourceLanguages(args);
  sourcePageTitles(args);
  const nav = sourceNavigation(args);
  // Links in the packages' comments to mui.com/x pages that this site has stay on this site.
  const sitePathnames = new Set([
    ...nav.filter((entry) => !entry.isGroup && !entry.external).map((entry) => entry.pathname),
    ...apiGeneratedPathnames(),
  ]);
  // Both read the same declarations: on a cold build, one TypeScript program serves both.
  const packages = installedApiPackages(path.resolve('node_modules'));
  const declarations = lazyDeclarations(packages.map((pkg) => pkg.dir));
  const links = await sourceApi(args, sitePathnames, packages, declarations);
  if (links) await sourceApiTables(args, links, packages, declarations);
};
