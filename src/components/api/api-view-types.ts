/**
 * What the API page components render: the fields of `ApiComponent` and `ApiInterface` as the
 * API page query returns them (the generated `Queries.*` types), so a change to the query or the
 * schema reaches the components through the type check.
 */
type ComponentData = NonNullable<Queries.ApiPageQuery['apiComponent']>;
type InterfaceData = NonNullable<Queries.ApiPageQuery['apiInterface']>;

export type ApiPropView = Queries.ApiPropFieldsFragment;
export type ApiSignatureView = NonNullable<ApiPropView['signature']>;
export type ApiSlotView = ComponentData['slots'][number];
export type ApiClassView = ComponentData['classes'][number];

/** One page's view, whichever kind it is: an interface's properties shown as its props. */
export type ApiPageView = Omit<ComponentData, 'props'> & {
  kind: 'component' | 'interface';
  /** Props of a component, or properties of an interface. */
  props: readonly ApiPropView[];
  supplementedFrom: InterfaceData['supplementedFrom'];
};

/** A row of an area's API index. */
export interface ApiIndexItem {
  name: string;
  pathname: string;
  plan: string;
  count: number;
  kind: 'component' | 'interface';
}
