import { pageOutline } from '../../src/data-layer/mdx/page-outline';

describe('pageOutline', () => {
  it('finds the demos a page embeds and whether their code starts open', () => {
    const mdx = [
      'Intro',
      '',
      '<Demo name="First" />',
      '',
      '<Demo name="Second" defaultCodeOpen bg="inline" />',
      '',
      '<Demo defaultCodeOpen={false} name="Third" />',
      '',
      '```mdx',
      '<Demo name="InACodeBlock" />',
      '```',
      '',
    ].join('\n');
    expect(pageOutline(mdx).demos).toEqual([
      { name: 'First', defaultCodeOpen: false },
      { name: 'Second', defaultCodeOpen: true },
      { name: 'Third', defaultCodeOpen: false },
    ]);
  });

  it('gives headings GitHub-style anchors, unique per page, without the text of components', () => {
    const mdx = [
      '## Usage',
      '### With `apiRef`',
      '## Usage',
      '## Aggregation <PlanBadge plan="premium" />',
      '## 安装 Data Grid',
      '## Tabs\tand\u00a0spaces',
    ].join('\n\n');
    expect(pageOutline(mdx).headings).toEqual([
      { depth: 2, id: 'usage', text: 'Usage' },
      { depth: 3, id: 'with-apiref', text: 'With apiRef' },
      { depth: 2, id: 'usage-1', text: 'Usage' },
      { depth: 2, id: 'aggregation', text: 'Aggregation' },
      { depth: 2, id: '安装-data-grid', text: '安装 Data Grid' },
      // GitHub's slugs turn only spaces into hyphens; one function makes both the ids and the contents.
      // GitHub's slugs make hyphens of spaces only; the same function gives the ids and the contents.
      { depth: 2, id: 'tabsandspaces', text: 'Tabs\tand\u00a0spaces' },
    ]);
  });

  it('throws on MDX that does not parse', () => {
    expect(() => pageOutline('<Demo name="Unclosed"\n')).toThrow();
  });
});
