/** The library version this site documents. Every `@mui/x-*` dependency is pinned to it. */
export const LIBRARY_VERSION = '8.2.0';

/** The product category every page of this site belongs to (emitted as `mui:productCategoryId`). */
export const PRODUCT_CATEGORY = { id: 'x', name: 'MUI X' } as const;
