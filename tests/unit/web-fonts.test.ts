/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyWebFonts } from '../../src/data-layer/fonts/copy-web-fonts';
import {
  ARIAL_METRICS,
  PLEX_SANS_METRICS,
  WEB_FONT_PACKAGE,
  fallbackOverrides,
  webFontStylesheet,
  webFontUrl,
} from '../../src/components/theme/web-fonts';
import { FONT_FAMILY } from '../../src/components/theme/tokens';

describe('web fonts', () => {
  it('scales the local fallback to IBM Plex Sans: same average width, same ascent and descent', () => {
    const overrides = fallbackOverrides(PLEX_SANS_METRICS, ARIAL_METRICS);
    // 451/1000 against 913/2048: Arial's characters are about 1.2 % narrower.
    expect(overrides).toEqual({
      sizeAdjust: '101.17%',
      ascentOverride: '101.32%',
      descentOverride: '27.18%',
      lineGapOverride: '0.00%',
    });
    // A face scaled to itself needs no change.
    expect(fallbackOverrides(PLEX_SANS_METRICS, PLEX_SANS_METRICS).sizeAdjust).toBe('100.00%');
  });

  it('declares the variable face for every weight the site uses, then the fallback, with swap', () => {
    const css = webFontStylesheet();
    expect(css.match(/font-family:"IBM Plex Sans";/g)).toHaveLength(2);
    expect(css).toContain('font-weight:100 700');
    expect(css).toContain(`url(${webFontUrl('normal')})`);
    expect(css).toContain('font-display:swap');
    expect(css).toContain('font-family:"IBM Plex Sans Fallback";src:local("Arial")');
    expect(FONT_FAMILY.startsWith('"IBM Plex Sans","IBM Plex Sans Fallback",')).toBe(true);
    // The system faces stay at the end of the stack for when the web font is blocked.
    expect(FONT_FAMILY).toContain('-apple-system');
  });

  it('names the installed package version in each file URL', () => {
    const installed = JSON.parse(fs.readFileSync(require.resolve(`${WEB_FONT_PACKAGE.name}/package.json`), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(WEB_FONT_PACKAGE.version);
    expect(webFontUrl('normal')).toBe(`/static/fonts/ibm-plex-sans-latin-wght-normal-${installed.version}.woff2`);
  });

  it('copies the files to the URLs the head names, and names a missing package', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-fonts-'));
    try {
      const written = copyWebFonts(publicDir);
      expect(written.map((file) => path.relative(publicDir, file))).toEqual([
        webFontUrl('normal').slice(1),
        webFontUrl('italic').slice(1),
      ]);
      // woff2 files start with the signature "wOF2".
      expect(fs.readFileSync(written[0]!).subarray(0, 4).toString('ascii')).toBe('wOF2');
      expect(() =>
        copyWebFonts(publicDir, () => {
          throw new Error('not found');
        }),
      ).toThrow('Web fonts: the package @fontsource-variable/ibm-plex-sans is not installed (run npm ci).');
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
