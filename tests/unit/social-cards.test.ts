/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT_IDS } from '../../content/navigation/types';
import { socialCardSvg } from '../../src/data-layer/social/social-card-svg';
import { writeSocialCards } from '../../src/data-layer/social/write-social-cards';
import { SOCIAL_CARD_SIZE, socialCardFor, socialCardPath } from '../../src/lib/social-card';

describe('social cards', () => {
  it('draws each product with its name and the version, at the large-card size', () => {
    const names: Record<string, string> = {
      introduction: 'MUI X',
      'x-data-grid': 'Data Grid',
      'x-date-pickers': 'Date Pickers',
      'x-charts': 'Charts',
      'x-tree-view': 'Tree View',
    };
    for (const productId of PRODUCT_IDS) {
      const svg = socialCardSvg(productId);
      expect(svg).toContain(`width="${SOCIAL_CARD_SIZE.width}" height="${SOCIAL_CARD_SIZE.height}"`);
      expect(svg).toContain(`>${names[productId]}</text>`);
      expect(svg).toContain('Version 8.2.0 documentation');
    }
    // Each product has a drawing of its own.
    expect(new Set(PRODUCT_IDS.map((productId) => socialCardSvg(productId))).size).toBe(PRODUCT_IDS.length);
  });

  it('gives a page its product card, and pages outside the products the umbrella card', () => {
    expect(socialCardFor('x-charts')).toBe('/social/x-charts.png');
    expect(socialCardFor('null')).toBe(socialCardPath('introduction'));
    expect(socialCardFor('')).toBe('/social/introduction.png');
  });

  it('writes one PNG per product, and draws a card again only when its drawing changed', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
    const publicDir = path.join(root, 'public');
    const cacheDir = path.join(root, 'cache');
    try {
      const first = await writeSocialCards(publicDir, cacheDir);
      expect(first).toMatchObject({ drawn: PRODUCT_IDS.length, cached: 0 });
      for (const productId of PRODUCT_IDS) {
        const png = fs.readFileSync(path.join(publicDir, socialCardPath(productId)));
        // PNG signature, then the IHDR chunk's width and height.
        expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
        expect(png.readUInt32BE(16)).toBe(SOCIAL_CARD_SIZE.width);
        expect(png.readUInt32BE(20)).toBe(SOCIAL_CARD_SIZE.height);
      }
      fs.rmSync(publicDir, { recursive: true });
      const second = await writeSocialCards(publicDir, cacheDir);
      expect(second).toMatchObject({ drawn: 0, cached: PRODUCT_IDS.length, bytes: first.bytes });
      expect(fs.existsSync(path.join(publicDir, 'social', 'x-data-grid.png'))).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
