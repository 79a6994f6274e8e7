import type { GatsbyNode } from 'gatsby';
import { apiGeneratedPathnames } from '../lib/api-paths';
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
  const links = await sourceApi(args, sitePathnames);
  if (links) await sourceApiTables(args, links);
};
