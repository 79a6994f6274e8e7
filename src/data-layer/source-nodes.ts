import type { GatsbyNode } from 'gatsby';
import { sourceLanguages } from './source-languages';
import { sourceNavigation } from './source-navigation';
import { sourcePageTitles } from './source-page-titles';
import { sourceProducts } from './source-products';

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  sourceProducts(args);
  sourceLanguages(args);
  sourcePageTitles(args);
  sourceNavigation(args);
};
