import { LIBRARY_VERSION, PRODUCT_CATEGORY } from '../../config/library';
import { products } from '../../../content/navigation/products';
import type { ProductId } from '../../../content/navigation/types';
import { SCHEMES } from '../../components/theme/tokens';
import { SOCIAL_CARD_SIZE } from '../../lib/social-card';

const dark = SCHEMES.dark;
const light = SCHEMES.light;

/** Sans-serif faces in the order a build machine is likely to have them; the card text is Latin only. */
const FONT_STACK = "'IBM Plex Sans', 'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Rounded rectangles, each `[x, y, width, height, fill]`, in the motif's area. */
function rects(items: readonly (readonly [number, number, number, number, string])[], radius = 6): string {
  return items
    .map(
      ([x, y, width, height, fill]) =>
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"/>`,
    )
    .join('');
}

/** A table: a header row and five rows of four cells, one row selected. */
function gridMotif(): string {
  const cells: [number, number, number, number, string][] = [];
  const widths = [120, 90, 70, 60];
  for (let row = 0; row < 6; row += 1) {
    let x = 720;
    for (const width of widths) {
      const fill = row === 0 ? dark.primaryLight : row === 3 ? dark.primary : dark.divider;
      cells.push([x, 150 + row * 56, width - 10, row === 0 ? 36 : 28, fill]);
      x += width;
    }
  }
  return rects(cells, 4);
}

/** A month: seven columns of days, one chosen. */
function calendarMotif(): string {
  const days: [number, number, number, number, string][] = [];
  for (let week = 0; week < 5; week += 1) {
    for (let day = 0; day < 7; day += 1) {
      const chosen = week === 2 && day === 3;
      days.push([720 + day * 56, 190 + week * 56, 40, 40, chosen ? dark.primary : dark.divider]);
    }
  }
  return `${rects([[720, 140, 376, 24, dark.primaryLight]], 4)}${rects(days, 20)}`;
}

/** Bars rising to the right with a line over them. */
function chartMotif(): string {
  const heights = [90, 150, 120, 210, 180, 260];
  const bars = heights.map(
    (height, index) =>
      [720 + index * 64, 460 - height, 40, height, index === 5 ? dark.primary : dark.primaryDark] as const,
  );
  const points = heights.map((height, index) => `${740 + index * 64},${440 - height}`).join(' ');
  return `${rects(bars, 4)}<polyline points="${points}" fill="none" stroke="${dark.primaryLight}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`;
}

/** Nested items with their guide lines, one expanded branch. */
function treeMotif(): string {
  const items: [number, number][] = [
    [0, 0],
    [1, 1],
    [2, 2],
    [2, 3],
    [1, 4],
    [0, 5],
  ];
  const lines = `<path d="M736 186 V 426 M792 242 V 354" stroke="${dark.divider}" stroke-width="4" fill="none"/>`;
  const nodes = items
    .map(([depth, row]) => {
      const x = 720 + depth * 56;
      const y = 150 + row * 56;
      const fill = row === 2 ? dark.primary : dark.primaryLight;
      return `<circle cx="${x + 16}" cy="${y + 18}" r="12" fill="${fill}"/>${rects([[x + 40, y + 6, 220 - depth * 40, 24, dark.divider]], 4)}`;
    })
    .join('');
  return `${lines}${nodes}`;
}

/** The four products' motifs, small, in a square. */
function umbrellaMotif(): string {
  const scale = (motif: string, x: number, y: number) => `<g transform="translate(${x} ${y}) scale(0.45)">${motif}</g>`;
  return [
    scale(gridMotif(), 400, 40),
    scale(calendarMotif(), 600, 40),
    scale(chartMotif(), 400, 230),
    scale(treeMotif(), 600, 230),
  ].join('');
}

const MOTIFS: Record<ProductId, () => string> = {
  introduction: umbrellaMotif,
  'x-data-grid': gridMotif,
  'x-date-pickers': calendarMotif,
  'x-charts': chartMotif,
  'x-tree-view': treeMotif,
};

/**
 * The social card of a product, as SVG: its name, the library and version, and a drawing of what
 * the product does. The text is the same in every language (product names are not translated on
 * the card), so one card per product serves both languages' pages.
 */
export function socialCardSvg(productId: ProductId): string {
  const product = products.find((entry) => entry.id === productId);
  if (!product) {
    throw new Error(`Social cards: no product "${productId}" in content/navigation/products.ts.`);
  }
  const { width, height } = SOCIAL_CARD_SIZE;
  const kicker = productId === 'introduction' ? 'React components' : PRODUCT_CATEGORY.name;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark.background}"/><stop offset="1" stop-color="${dark.paper}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect x="0" y="0" width="12" height="${height}" fill="${light.primary}"/>`,
    `<g font-family="${FONT_STACK}">`,
    `<text x="80" y="200" font-size="34" font-weight="600" fill="${dark.primaryLight}">${escapeXml(kicker)}</text>`,
    `<text x="80" y="290" font-size="84" font-weight="700" fill="${dark.text}">${escapeXml(product.name)}</text>`,
    `<text x="80" y="520" font-size="30" fill="${dark.textSecondary}">${escapeXml(`Version ${LIBRARY_VERSION} documentation`)}</text>`,
    `</g>`,
    MOTIFS[productId](),
    `</svg>`,
  ].join('');
}
