/** One representative page of each kind the site builds, measured by the benchmark. */
export const PAGE_KINDS = {
  'prose (en)': '/x/introduction/installation/',
  'untranslated (zh)': '/zh/x/introduction/support/',
  'one Data Grid demo': '/x/react-data-grid/quickstart/',
  'most demos': '/x/react-data-grid/',
  redirect: '/x/',
  'not found': '/404.html',
};
