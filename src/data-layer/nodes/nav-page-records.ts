import type { Node } from 'gatsby';
import { PRODUCT_IDS, type ProductId } from '../../../content/navigation/types';
import { booleanField, oneOfField, stringField } from './node-fields';

/** What page creation and the content checks need of a `NavPage` node. */
export interface NavPageRecord {
  pathname: string;
  isGroup: boolean;
  external: boolean;
  productId: ProductId;
}

export function readNavPage(node: Node): NavPageRecord {
  return {
    pathname: stringField(node, 'pathname'),
    isGroup: booleanField(node, 'isGroup'),
    external: booleanField(node, 'external'),
    productId: oneOfField(node, 'productId', PRODUCT_IDS),
  };
}
