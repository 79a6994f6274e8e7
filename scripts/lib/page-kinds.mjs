/** One representative page of each kind the site builds, measured by the benchmark. */
export const PAGE_KINDS = {
  'prose (en)': '/x/introduction/installation/',
  'untranslated (zh)': '/zh/x/introduction/support/',
  redirect: '/x/',
  'not found': '/404.html',
};
