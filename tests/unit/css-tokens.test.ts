import fs from 'node:fs';
import path from 'node:path';
import { checkStylesheet } from './support/css-token-checks';

const SRC = path.resolve(__dirname, '../../src');

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

describe('the stylesheets under src/', () => {
  const files = stylesheets(SRC);

  it('are found', () => {
    expect(files.map((file) => path.relative(SRC, file))).toEqual(
      expect.arrayContaining(['styles/global.css', 'components/layout/layout.module.css']),
    );
  });

  it('take media query widths from BREAKPOINTS and every other tokenised value from its variable', () => {
    const findings = files.flatMap((file) => checkStylesheet(path.relative(SRC, file), fs.readFileSync(file, 'utf8')));
    expect(findings).toEqual([]);
  });
});

describe('checkStylesheet', () => {
  const check = (css: string) => checkStylesheet('x.css', css);

  it('accepts breakpoints, and max-width just below one', () => {
    expect(check('@media (min-width: 600px) {} @media (max-width: 1199.95px) {} @media (width >= 900px) {}')).toEqual(
      [],
    );
  });

  it('rejects other widths and units, naming the line', () => {
    expect(check('.a {}\n@media (min-width: 1024px) {}\n@media (max-width: 40em) {}')).toEqual([
      expect.stringMatching(/^x\.css:2 @media \(min-width: 1024px\) is not a breakpoint/),
      expect.stringMatching(/^x\.css:3 @media \(max-width: 40em\) is not a breakpoint/),
    ]);
  });

  it('ignores media features other than width, and comments', () => {
    expect(check('/* @media (min-width: 1000px) */ @media (prefers-reduced-motion: reduce) {}')).toEqual([]);
  });

  it('rejects the header height where it means the header, not as spacing', () => {
    expect(check('.a { top: 64px; height: calc(100vh - 64px); margin-top: 64px; padding: 64px; }')).toEqual([
      expect.stringContaining('top: 64px hard-codes 64px; use var(--docs-header-height)'),
      expect.stringContaining('height: calc(100vh - 64px) hard-codes 64px'),
    ]);
  });

  it('rejects the drawer and table-of-contents widths', () => {
    expect(check('.a { width: 300px; } .b { max-width: calc(105ch + 240px); } .c { min-width: 320px; }')).toHaveLength(
      3,
    );
  });

  it('rejects frame layers and radii, but not local stacking or round shapes', () => {
    expect(check('.a { z-index: 1300; } .b { z-index: 2; border-radius: 50%; border-top-left-radius: 0; }')).toEqual([
      expect.stringContaining('z-index: 1300 is a frame layer'),
    ]);
    expect(check('.a { border-radius: 8px 8px 0 0; }')).toEqual([expect.stringContaining('hard-codes a radius')]);
  });

  it('rejects copies of token colours and font stacks', () => {
    expect(
      check('.a { color: hsl(265,90%,80%); font-family: ui-monospace, monospace; background: rgba(0, 0, 0, 0.5); }'),
    ).toEqual([
      expect.stringContaining('hsl(265,90%,80%) is a token colour; use var(--docs-code-keyword)'),
      expect.stringContaining('use var(--docs-font-code)'),
    ]);
  });

  it('rejects variables the tokens do not define', () => {
    expect(check('.a { top: var(--docs-header-heigth); left: var(--docs-header-height); }')).toEqual([
      expect.stringContaining('uses --docs-header-heigth, which the design tokens do not define'),
    ]);
  });
});
