import type { ApiArea } from '../../../content/api/api-list';
import type { Plan } from '../../../content/navigation/types';

/** What the extractor reads from the type declarations. Text fields are JSDoc markdown, unrendered. */

export interface ApiSignatureData {
  /** The whole signature, e.g. `(params: GridRowParams, event: MuiEvent) => void`. */
  type: string;
  args: Array<{ name: string; type: string; description: string }>;
  returns: { type: string; description: string } | null;
}

export interface ApiPropData {
  name: string;
  /** The type as the package declares it. */
  type: string;
  required: boolean;
  /** From `@default`, as written (a code expression). */
  defaultValue: string | null;
  description: string;
  /** From `@deprecated`: the reason, or an empty string when none is given. */
  deprecated: string | null;
  signature: ApiSignatureData | null;
  /** The plan of the package that declares it. */
  plan: Plan;
}

export interface ApiSlotData {
  name: string;
  description: string;
  defaultValue: string | null;
  /** The slot's CSS class, when the component has a class of the same name. */
  className: string | null;
}

export interface ApiClassData {
  key: string;
  /** The class name in the DOM, read from the package's runtime classes object. */
  className: string | null;
  description: string;
  /** A state class shared by all components (`Mui-selected`). */
  isGlobal: boolean;
}

export interface ApiPageDataBase {
  area: ApiArea;
  name: string;
  slug: string;
  /** The package it is imported from, and its plan. */
  packageName: string;
  plan: Plan;
  /** The version of the declarations it was read from. */
  version: string;
  /** The export's name when it differs from `name` (`Unstable_RadarChart`). */
  exportedAs: string | null;
  /** Import lines: the subpath import first, then every package of the area that exports it. */
  imports: string[];
  description: string;
  deprecated: string | null;
  /** The folder of its source in the library's repository, e.g. `packages/x-data-grid/src/DataGrid`. */
  sourcePath: string;
}

/** A component's name in the theme, as a package's theme augmentation declares it. */
export interface ApiThemeData {
  /** `MuiDataGrid`: the key of `theme.components` whose `defaultProps` the component reads. */
  name: string;
  /** The module whose import makes TypeScript accept it (`@mui/x-data-grid/themeAugmentation`). */
  augmentation: string;
}

/** Whether a component holds a `ref`. */
export interface ApiRefData {
  /** The package's export is a `forwardRef` component: its `ref` reaches the root DOM element. */
  forwarded: boolean;
  /** That element's type (`HTMLDivElement`), when the declarations name one. */
  element: string | null;
}

export interface ApiComponentData extends ApiPageDataBase {
  kind: 'component';
  props: ApiPropData[];
  slots: ApiSlotData[];
  classes: ApiClassData[];
  /** A Material UI component whose props it also accepts. */
  inheritance: { component: string; pathname: string } | null;
  /** It also accepts the attributes of the native element it renders. */
  spreadsNative: boolean;
  ref: ApiRefData;
  /** Null when no package declares a theme name for it. */
  theme: ApiThemeData | null;
}

export interface ApiInterfaceData extends ApiPageDataBase {
  kind: 'interface';
  properties: ApiPropData[];
  /** Properties read from a different version than the page's (see `version`). */
  supplementedFrom: { packageName: string; version: string } | null;
}

export type ApiPageData = ApiComponentData | ApiInterfaceData;

export interface ApiExtraction {
  pages: ApiPageData[];
  /** Exported components that have no page, per package (a warning, not an error). */
  unlisted: Array<{ packageName: string; names: string[] }>;
}
