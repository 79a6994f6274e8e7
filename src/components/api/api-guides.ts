import type { ApiArea } from '../../../content/api/api-list';

/** The guide pages an area's API pages point readers to (nav pathnames, with an anchor where the topic is one section). */
export interface ApiGuides {
  /** Setting default props (and style overrides) in the theme. */
  theme: string;
  /** Overriding styles with the class names. */
  styling: string;
  /** Replacing parts with `slots` and `slotProps`. */
  slots: string;
}

/**
 * Each product's Quickstart has a "Theme augmentation" section showing `defaultProps` in the
 * theme. The Pickers have no styling page: their Quickstart's theme section, which shows
 * `styleOverrides`, stands in. The Tree View has no slots guide of its own: the common
 * "Slots and subcomponents" page covers every product.
 */
const API_GUIDES = {
  'data-grid': {
    theme: '/x/react-data-grid/quickstart#theme-augmentation',
    styling: '/x/react-data-grid/style',
    slots: '/x/react-data-grid/components',
  },
  'date-pickers': {
    theme: '/x/react-date-pickers/quickstart#theme-augmentation',
    styling: '/x/react-date-pickers/quickstart#theme-augmentation',
    slots: '/x/react-date-pickers/custom-components',
  },
  charts: {
    theme: '/x/react-charts/quickstart#theme-augmentation',
    styling: '/x/react-charts/styling',
    slots: '/x/react-charts/components',
  },
  'tree-view': {
    theme: '/x/react-tree-view/quickstart#theme-augmentation',
    styling: '/x/react-tree-view/simple-tree-view/customization#styles',
    slots: '/x/common-concepts/custom-components',
  },
} satisfies Record<ApiArea, ApiGuides>;

const BY_AREA: ReadonlyMap<string, ApiGuides> = new Map(Object.entries(API_GUIDES));

/** The guides of an API area (`data-grid`); null for an area without any. */
export function apiGuides(area: string): ApiGuides | null {
  return BY_AREA.get(area) ?? null;
}

/** Where the MUI System documents the `sx` prop. */
export const SX_PROP_GUIDE = 'https://mui.com/system/getting-started/the-sx-prop/';
