import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PRODUCT_IDS } from '../../../content/navigation/types';
import { socialCardPath } from '../../lib/social-card';
import { socialCardSvg } from './social-card-svg';

export interface SocialCardsResult {
  /** Cards drawn in this build. */
  drawn: number;
  /** Cards copied from the cache, their drawing unchanged since it was made. */
  cached: number;
  bytes: number;
}

/**
 * Draws each product's social card into `publicDir` as a PNG. A card is drawn once per drawing:
 * the PNG is kept in `cacheDir` under the hash of its SVG, so a build whose cards have not changed
 * copies them instead.
 */
export async function writeSocialCards(publicDir: string, cacheDir: string): Promise<SocialCardsResult> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const result: SocialCardsResult = { drawn: 0, cached: 0, bytes: 0 };
  for (const productId of PRODUCT_IDS) {
    const svg = socialCardSvg(productId);
    const hash = crypto.createHash('sha256').update(svg).digest('hex').slice(0, 16);
    const cached = path.join(cacheDir, `${productId}-${hash}.png`);
    if (fs.existsSync(cached)) {
      result.cached += 1;
    } else {
      try {
        await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(cached);
      } catch (error) {
        throw new Error(`Social cards: could not draw the card of ${productId}: ${(error as Error).message}`);
      }
      result.drawn += 1;
    }
    const target = path.join(publicDir, socialCardPath(productId));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(cached, target);
    result.bytes += fs.statSync(target).size;
  }
  return result;
}
