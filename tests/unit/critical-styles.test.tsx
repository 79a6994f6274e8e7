/** @jest-environment node */
import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { renderToString } from 'react-dom/server';
import { createCriticalStyleCollector } from '../../src/app/critical-styles';

const Box = styled.div({ color: 'red' });
const Unused = styled.span({ color: 'blue' });

function render(element: React.ReactElement) {
  const styles = createCriticalStyleCollector();
  const html = renderToString(<CacheProvider value={styles.cache}>{element}</CacheProvider>);
  return { html, head: renderToString(<>{styles.headElements(html)}</>) };
}

describe('createCriticalStyleCollector', () => {
  it('keeps the styles out of the body and puts them into the head, as emotion recognises them', () => {
    const { html, head } = render(
      <>
        <Global styles={{ body: { margin: 0 } }} />
        <Box>text</Box>
      </>,
    );
    expect(html).not.toContain('<style');
    const name = /class="css-([\w-]+)"/.exec(html)?.[1];
    expect(head).toContain(`<style data-emotion="css ${name}">.css-${name}{color:red;}</style>`);
    expect(head).toMatch(/<style data-emotion="css-global [\w-]+">body\{margin:0;\}<\/style>/);
  });

  it('leaves out component styles the markup does not use', () => {
    const styles = createCriticalStyleCollector();
    renderToString(
      <CacheProvider value={styles.cache}>
        <Unused />
      </CacheProvider>,
    );
    expect(styles.headElements('<p>other markup</p>')).toEqual([]);
  });

  it('writes the styles in the order they were inserted, even names that look like numbers', () => {
    const { cache, headElements } = createCriticalStyleCollector();
    for (const [name, color] of [
      ['zz9', 'red'],
      ['12345', 'blue'],
    ] as const) {
      cache.registered[`css-${name}`] = `color:${color};`;
      cache.insert(`.css-${name}`, { name, styles: `color:${color};` }, cache.sheet, true);
    }
    const head = renderToString(<>{headElements('<b class="css-zz9 css-12345"></b>')}</>);
    expect(head).toContain('data-emotion="css zz9 12345"');
    expect(head.indexOf('red')).toBeLessThan(head.indexOf('blue'));
  });
});
