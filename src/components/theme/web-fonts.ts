/**
 * The site's text face, IBM Plex Sans, served from the site itself (copied from the
 * `@fontsource-variable/ibm-plex-sans` package at build time) as one variable file for every
 * weight, plus its italic. Until it arrives, text is drawn in a local sans-serif scaled to Plex's
 * proportions, so the swap moves almost nothing.
 */

/** The font package's version, part of each file's URL so a new version is a new URL. */
export const WEB_FONT_PACKAGE = { name: '@fontsource-variable/ibm-plex-sans', version: '5.3.0' } as const;

/** Where the build copies the font files: Gatsby's `/static/` folder, cached for good by URL. */
export const WEB_FONT_DIRECTORY = '/static/fonts';

/** The files, by style: the package's Latin subset (Chinese text falls back to the system's CJK faces). */
export const WEB_FONT_FILES = {
  normal: 'ibm-plex-sans-latin-wght-normal.woff2',
  italic: 'ibm-plex-sans-latin-wght-italic.woff2',
} as const;

export function webFontUrl(style: keyof typeof WEB_FONT_FILES): string {
  return `${WEB_FONT_DIRECTORY}/${WEB_FONT_FILES[style].replace(/\.woff2$/, `-${WEB_FONT_PACKAGE.version}.woff2`)}`;
}

/** The characters the Latin files hold, as the package declares them. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** Vertical metrics and average Latin character width, in font units (from @capsizecss/metrics 4.3.0). */
interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xWidthAvg: number;
}

export const PLEX_SANS_METRICS: FontMetrics = {
  unitsPerEm: 1000,
  ascent: 1025,
  descent: -275,
  lineGap: 0,
  xWidthAvg: 451,
};
export const ARIAL_METRICS: FontMetrics = {
  unitsPerEm: 2048,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  xWidthAvg: 913,
};

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The descriptors that make a local face take the web font's room: scaled to the same average
 * character width, with the web font's ascent, descent and line gap at that scale.
 */
export function fallbackOverrides(web: FontMetrics, local: FontMetrics) {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const em = web.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(web.ascent / em),
    descentOverride: percent(Math.abs(web.descent) / em),
    lineGapOverride: percent(web.lineGap / em),
  };
}

/** The family name of the scaled local face, listed right after IBM Plex Sans. */
export const FALLBACK_FAMILY = 'IBM Plex Sans Fallback';

/**
 * The `@font-face` rules, inlined in every page's head. `font-display: swap` shows text at once in
 * the fallback; Arial's metrics stand for the local faces (Liberation Sans and Arimo share them).
 */
export function webFontStylesheet(): string {
  const overrides = fallbackOverrides(PLEX_SANS_METRICS, ARIAL_METRICS);
  const face = (style: keyof typeof WEB_FONT_FILES) =>
    `@font-face{font-family:"IBM Plex Sans";font-style:${style};font-display:swap;font-weight:100 700;` +
    `src:url(${webFontUrl(style)}) format("woff2-variations"),url(${webFontUrl(style)}) format("woff2");unicode-range:${LATIN_RANGE}}`;
  const fallback =
    `@font-face{font-family:"${FALLBACK_FAMILY}";src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("Arimo");` +
    `size-adjust:${overrides.sizeAdjust};ascent-override:${overrides.ascentOverride};` +
    `descent-override:${overrides.descentOverride};line-gap-override:${overrides.lineGapOverride}}`;
  return `${face('normal')}${face('italic')}${fallback}`;
}
