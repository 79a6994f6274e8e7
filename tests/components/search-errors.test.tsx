import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStaticQuery } from 'gatsby';
import { FILES, renderSearch, serve } from './support/search';
import { staticData } from './support/static-data';

// Its own file: the loaded indexes are kept for the page's life, so this needs a fresh module.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticData);
});

describe('Search without a usable index', () => {
  it('names the file that is wrong when the index cannot be read, and tries again', async () => {
    serve({ '/x/search-index/en-names.json': '{"pages":[]}' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '/x/search-index/en-names.json: not a names file (it needs "text", "pages" and "entries")',
    );
    serve(FILES);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.type(screen.getByRole('combobox'), 'licens');
    expect((await screen.findAllByRole('option'))[0]).toHaveTextContent('Licensing');
    warn.mockRestore();
  });
});
