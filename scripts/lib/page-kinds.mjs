/**
 * One representative page of each kind the site builds, measured by the benchmark (which adds
 * the page with the most demos, found in the build).
 */
export const PAGE_KINDS = {
  'prose (en)': '/x/introduction/installation/',
  'untranslated (zh)': '/zh/x/introduction/support/',
  'one Data Grid demo': '/x/react-data-grid/quickstart/',
  'API page': '/x/api/data-grid/data-grid/',
  'largest API page': '/x/api/data-grid/data-grid-premium/',
  'API index': '/x/api/charts/',
  redirect: '/x/',
  'not found': '/404.html',
};
