/** The search dialog's strings in English: they load with the dialog, on English pages only. */
const en = {
  searchDialog: 'Search the documentation',
  searchPlaceholder: 'Search guides and API',
  searchClose: 'Close search',
  searchProducts: 'Filter by product',
  searchAllProducts: 'All',
  searchResults: 'Search results',
  searchPages: 'Pages',
  searchSections: 'Sections',
  searchApi: 'API',
  searchResultCount: '{count} results',
  searchOneResult: '1 result',
  searchLoading: 'Loading the search index…',
  searchLoadingText: 'Searching the page text too…',
  searchFailed: 'The search index could not be loaded ({reason}). Check your connection and try again.',
  searchRetry: 'Try again',
  searchNoResults: 'No results for “{query}”.',
  searchNoResultsInProduct: 'No results for “{query}” in {product}.',
  searchEverywhere: 'Search all products',
  searchSuggestions: 'Try fewer or different words, or start from one of these pages:',
  searchRecent: 'Recent searches',
  searchClearRecent: 'Clear',
  searchEmpty: 'Type a component, prop or topic: “checkboxSelection”, “DatePicker”, “licensing”.',
  searchKeys: '↑ ↓ to move · Enter to open · Esc to close',
  kindApi: 'API page',
  kindProp: 'prop',
  kindMember: 'member',
  kindSlot: 'slot',
  kindClass: 'CSS class',
  planCommunity: 'Community',
  planPro: 'Pro',
  planPremium: 'Premium',
};

export type SearchStringKey = keyof typeof en;
export type SearchStringTable = Record<SearchStringKey, string>;

export default en;
