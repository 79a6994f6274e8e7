/** What the API page components render: the GraphQL fields of ApiComponent and ApiInterface. */

export interface ApiSignatureView {
  typeText: string;
  args: ReadonlyArray<{ name: string; typeText: string; descriptionHtml: string }>;
  returns: { typeText: string; descriptionHtml: string } | null;
}

export interface ApiPropView {
  name: string;
  typeText: string;
  required: boolean;
  defaultValue: string | null;
  descriptionHtml: string;
  deprecated: boolean;
  deprecatedHtml: string | null;
  plan: string;
  signature: ApiSignatureView | null;
}

export interface ApiSlotView {
  name: string;
  descriptionHtml: string;
  defaultValue: string | null;
  className: string | null;
}

export interface ApiClassView {
  key: string;
  className: string | null;
  descriptionHtml: string;
  isGlobal: boolean;
}

export interface ApiPageView {
  kind: 'component' | 'interface';
  name: string;
  area: string;
  packageName: string;
  version: string;
  exportedAs: string | null;
  importsHtml: string;
  descriptionHtml: string;
  deprecatedHtml: string | null;
  sourceUrl: string;
  /** Props of a component, or properties of an interface. */
  props: readonly ApiPropView[];
  slots: readonly ApiSlotView[];
  classes: readonly ApiClassView[];
  inheritance: { component: string; pathname: string } | null;
  spreadsNative: boolean;
  forwardsRef: boolean;
  supplementedFrom: { packageName: string; version: string } | null;
}

export interface ApiIndexItem {
  name: string;
  pathname: string;
  plan: string;
  count: number;
  kind: 'component' | 'interface';
}
