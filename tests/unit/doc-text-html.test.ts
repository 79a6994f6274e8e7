import { docTextToHtml, resolveDocLink } from '../../src/data-layer/api/doc-text-html';

const context = {
  apiPages: new Map([['GridRowParams', '/x/api/data-grid/grid-row-params/']]),
  sitePathnames: new Set(['/x/react-data-grid/editing']),
};

describe('docTextToHtml', () => {
  it('renders code, bold and paragraphs, joining wrapped lines', () => {
    expect(docTextToHtml('If `true`, the grid\nis **dense**.\n\nSecond paragraph.', context)).toBe(
      '<p>If <code>true</code>, the grid is <strong>dense</strong>.</p><p>Second paragraph.</p>',
    );
  });

  it('links [[Name]] to its API page, or shows it as code', () => {
    expect(docTextToHtml('With [[GridRowParams]] and [[GridUnknown]].', context)).toBe(
      '<p>With <a href="/x/api/data-grid/grid-row-params/"><code>GridRowParams</code></a> and <code>GridUnknown</code>.</p>',
    );
  });

  it('keeps links to pages this site has on this site, and others on the web', () => {
    expect(
      docTextToHtml(
        'See [editing](https://mui.com/x/react-data-grid/editing/#events) and [sorting](https://mui.com/x/react-data-grid/sorting/).',
        context,
      ),
    ).toBe(
      '<p>See <a href="/x/react-data-grid/editing/#events">editing</a> and <a href="https://mui.com/x/react-data-grid/sorting/" rel="noopener">sorting</a>.</p>',
    );
  });

  it('links bare URLs', () => {
    expect(docTextToHtml('Use flex instead: https://mui.com/x/react-data-grid/editing/#x.', context)).toBe(
      '<p>Use flex instead: <a href="/x/react-data-grid/editing/#x">https://mui.com/x/react-data-grid/editing/#x</a>.</p>',
    );
  });

  it('renders lists', () => {
    expect(docTextToHtml('- one\n- `two`', context)).toBe('<ul><li>one</li><li><code>two</code></li></ul>');
  });

  it('escapes markup and refuses script links', () => {
    expect(docTextToHtml('<img src=x onerror=alert(1)> [x](javascript:void0) "q"', context)).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; x &quot;q&quot;</p>',
    );
  });

  it('keeps line breaks written as <br />', () => {
    expect(docTextToHtml('a<br />b', context)).toBe('<p>a<br>b</p>');
  });
});

describe('resolveDocLink', () => {
  it('makes root-relative reference links absolute', () => {
    expect(resolveDocLink('/material-ui/api/box/', context)).toBe('https://mui.com/material-ui/api/box/');
  });
});
