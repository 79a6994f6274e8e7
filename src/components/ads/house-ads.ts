/** An ad entry: what an in-house ad, or a fetched ad turned into one, displays. */
export interface AdEntry {
  name: string;
  /** Where the ad leads (http or https). */
  link: string;
  /** Image shown in the image layout (130 × 100). */
  img: string;
  /** Plain text; the first sentence is emphasised. */
  description: string;
  /** Who serves the ad, shown as "ad by …". */
  poweredby: string;
  /** Analytics label. */
  label: string;
}

/** Our own ads, shown when the third-party ad cannot be. Copy and images are this site's. */
export const HOUSE_ADS: readonly AdEntry[] = [
  {
    name: 'pro-trial',
    link: 'https://mui.com/pricing/?utm_source=docs&utm_medium=house-ad&utm_campaign=pro-trial',
    img: '/ads/pro-grid.svg',
    description:
      'Pin, group and reorder. The Pro Data Grid adds column pinning, tree data and lazy loading to the grid you already use.',
    poweredby: 'MUI',
    label: 'in-house-pro-trial',
  },
  {
    name: 'premium-analytics',
    link: 'https://mui.com/pricing/?utm_source=docs&utm_medium=house-ad&utm_campaign=premium',
    img: '/ads/premium-pivot.svg',
    description:
      'Analyse without leaving the grid. Premium brings row grouping, aggregation and pivoting to large data sets.',
    poweredby: 'MUI',
    label: 'in-house-premium-analytics',
  },
  {
    name: 'templates',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=house-ad&utm_campaign=templates',
    img: '/ads/templates.svg',
    description:
      'Start from a working dashboard. Templates with data grids, charts and pickers already wired together.',
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
  {
    name: 'charts-pro',
    link: 'https://mui.com/pricing/?utm_source=docs&utm_medium=house-ad&utm_campaign=charts-pro',
    img: '/ads/charts-zoom.svg',
    description: 'Zoom into the details. Charts Pro adds zoom and pan, heatmaps and export to your charts.',
    poweredby: 'MUI',
    label: 'in-house-charts-pro',
  },
];
