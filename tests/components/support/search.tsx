import { buildSearchIndex } from '../../../src/data-layer/search/build-search-index';
import { searchDocuments } from '../../../src/data-layer/search/search-documents';
import { SearchButton } from '../../../src/components/search/SearchButton';
import { SearchProvider } from '../../../src/components/search/SearchProvider';
import { APIS, GUIDES } from '../../fixtures/search-content';
import { renderWithProviders } from './render';

/** The fixture site's index files, as the build writes them. */
const built = buildSearchIndex('en', searchDocuments(GUIDES, APIS));
export const FILES: Record<string, string> = {
  [`/x/search-index/${built.names.fileName}`]: built.names.json,
  [`/x/search-index/${built.text.fileName}`]: built.text.json,
};

/** Answers fetch from these files (404 for others) and returns the URLs asked for. */
export function serve(files: Record<string, string>) {
  const requests: string[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    requests.push(String(url));
    const body = files[String(url)];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => JSON.parse(body ?? '') };
  }) as unknown as typeof fetch;
  return requests;
}

/** The search provider and button, beside a text field. */
export function renderSearch() {
  return renderWithProviders(
    <SearchProvider productId="introduction">
      <input aria-label="Some field" />
      <SearchButton />
    </SearchProvider>,
  );
}
