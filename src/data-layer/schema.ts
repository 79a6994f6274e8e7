import type { GatsbyNode } from 'gatsby';
import { LANGUAGES } from '../../content/languages';

/** A text in every language the site is built in: `{ en zh }`. */
const LOCALIZED_TEXT = `
  "A text in every language of the site. A missing translation holds the English text."
  type LocalizedText {
${LANGUAGES.map((lang) => `    ${lang}: String!`).join('\n')}
  }
`;

/** Fields every API page has; GraphQL wants them repeated in each type that implements the interface. */
const API_PAGE_FIELDS = `
    name: String!
    slug: String!
    "data-grid, date-pickers, charts or tree-view: the URL segment under /x/api/."
    area: String!
    productId: String!
    pathname: String!
    packageName: String!
    plan: String!
    "Version of the declarations it was read from."
    version: String!
    "The export's name when it differs (Unstable_RadarChart)."
    exportedAs: String
    imports: [String!]!
    importsHtml: String!
    descriptionHtml: String!
    deprecatedHtml: String
    sourceUrl: String!
    "How many props (or properties) it has."
    propCount: Int!
`;

/**
 * The GraphQL types this site adds, declared rather than inferred so that missing data is
 * `null` (or a build error) instead of a changed schema. Every type is queryable in GraphiQL:
 * `allNavPage`, `navPage(pathname:)`, `allProduct`, `product(id:)`, `allLanguage`, `allPageTitle`,
 * `allApiComponent`, `apiComponent(name:)`, `allApiInterface`.
 */
const typeDefs = /* GraphQL */ `
${LOCALIZED_TEXT}
  """
  One entry of the navigation tree, in reading order (sort by \`order\`).
  """
  type NavPage implements Node @dontInfer {
    pathname: String!
    "Explicit English title from the navigation data, if any."
    title: String
    "The label shown in the drawer, prev/next links and breadcrumbs, per language: explicit or derived from the pathname, with its translations."
    labels: LocalizedText!
    "English text of a section heading (an entry whose children sit at its depth)."
    subheader: String
    "community, pro or premium."
    plan: String!
    newFeature: Boolean!
    planned: Boolean!
    unstable: Boolean!
    "An absolute link to another site (opens in a new tab; never in prev/next)."
    external: Boolean!
    "Has children: a group or subheader, not a page."
    isGroup: Boolean!
    "Where clicking the entry leads: the page itself, or a group's first page."
    linkPathname: String
    parentPathname: String
    parentPage: NavPage @link(by: "pathname", from: "parentPathname")
    "Pathnames from the root down to the parent."
    ancestors: [String!]!
    childPathnames: [String!]!
    depth: Int!
    order: Int!
    productId: String!
    productCategoryId: String!
    product: Product @link(by: "id", from: "productId")
    prevPathname: String
    nextPathname: String
    prev: NavPage @link(by: "pathname", from: "prevPathname")
    next: NavPage @link(by: "pathname", from: "nextPathname")
  }

  type ProductVersion {
    text: String!
    href: String!
    current: Boolean!
  }

  """
  A product identifier: the drawer header and its version menu. The node id is the product id.
  """
  type Product implements Node @dontInfer {
    metadata: String!
    "The product's name in every language."
    name: LocalizedText!
    categoryId: String!
    categoryName: String!
    landingPathname: String!
    versions: [ProductVersion!]!
  }

  """
  A language the site is built in. The node id is the language code.
  """
  type Language implements Node @dontInfer {
    code: String!
    label: String!
    htmlLang: String!
    "URL prefix: empty for English, /zh for Chinese."
    prefix: String!
    isDefault: Boolean!
  }

  """
  The general documentation title table (legacy routes with English and Chinese titles).
  """
  type PageTitle implements Node @dontInfer {
    pathname: String!
    en: String!
    zh: String
  }

  type MdxFrontmatter {
    title: String!
    description: String!
    productId: String
    plan: String
    components: [String!]
    packageName: String
    "The GitHub label of the page's component: the link header's feedback link."
    githubLabel: String
    "The WAI-ARIA Authoring Practices pattern the component follows."
    waiAria: String
    "The Material Design guidelines of the component."
    materialDesign: String
    navigation: Boolean
    disableAd: Boolean
    disableToc: Boolean
  }

  type MdxDemoUsage {
    name: String!
    defaultCodeOpen: Boolean!
  }

  "An <ApiTable> of a page, as its attributes say."
  type MdxApiTableUsage {
    "methods, events or selectors."
    kind: String!
    interface: String
    plan: String
    filter: String
  }

  "A section heading of a page and its anchor (the page's table of contents)."
  type MdxHeading {
    depth: Int!
    id: String!
    text: String!
  }

  type MdxFields {
    lang: String!
    pathname: String!
    contentPath: String!
    "Repository-relative path of the source file, for the edit link."
    sourceFile: String!
    "The demos the page embeds, in order."
    demos: [MdxDemoUsage!]!
    "The API tables the page embeds, in order."
    apiTables: [MdxApiTableUsage!]!
    "Its headings in order, with their anchors."
    headings: [MdxHeading!]!
  }

  type DemoCodeFile {
    "Path in the demos folder, e.g. Name.tsx or data.ts."
    fileName: String!
    jsFileName: String!
    ts: String
    tsHtml: String
    js: String!
    jsHtml: String!
  }

  type DemoSandbox {
    "Package name to version."
    dependencies: JSON!
    "Extra development dependencies of the TypeScript variant."
    typeScriptDevDependencies: JSON!
  }

  type DemoStylingCode {
    styling: String!
    files: [DemoCodeFile!]!
    sandbox: DemoSandbox!
  }

  type DemoCode {
    stylings: [DemoStylingCode!]!
  }

  type DemoPreview {
    ts: String!
    tsHtml: String!
    js: String!
    jsHtml: String!
  }

  """
  A live demo: a component file in a page's demos/ folder, with its TypeScript source, the
  generated JavaScript, highlighted code, the short JSX preview, and its sandbox dependencies.
  """
  type Demo implements Node @dontInfer {
    name: String!
    "The page's folder under content/en/."
    contentPath: String!
    "The page the demo belongs to."
    pathname: String!
    "Repository path of the main file."
    sourceFile: String!
    hasTypeScript: Boolean!
    "Styling solutions the demo is written in; the first is the default."
    stylings: [String!]!
    preview: DemoPreview
    "Every styling's files in both languages, raw and highlighted, with sandbox dependencies."
    code: DemoCode!
    "Where the browser fetches \`code\` when a reader opens the demo's code."
    codeUrl: String!
  }

  "A function signature of a callback prop, with what its JSDoc says of each argument."
  type ApiSignature {
    typeText: String!
    args: [ApiSignatureArg!]!
    returns: ApiSignatureReturn
  }

  type ApiSignatureArg {
    name: String!
    typeText: String!
    descriptionHtml: String!
  }

  type ApiSignatureReturn {
    typeText: String!
    descriptionHtml: String!
  }

  "A prop of a component or a property of an interface. HTML fields are rendered from JSDoc, escaped."
  type ApiProp {
    name: String!
    typeText: String!
    required: Boolean!
    "From \`@default\`, as written."
    defaultValue: String
    descriptionHtml: String!
    deprecated: Boolean!
    deprecatedHtml: String
    "community, pro or premium: the package that declares it."
    plan: String!
    signature: ApiSignature
  }

  type ApiSlot {
    name: String!
    descriptionHtml: String!
    defaultValue: String
    className: String
  }

  type ApiClass {
    key: String!
    "The class in the DOM, from the package's runtime classes object; null when it has none."
    className: String
    descriptionHtml: String!
    "A state class shared by every component (Mui-selected)."
    isGlobal: Boolean!
  }

  type ApiInheritance {
    component: String!
    pathname: String!
  }

  type ApiSupplement {
    packageName: String!
    version: String!
  }

  "What every API page has, component or interface."
  interface ApiPageFields {
${API_PAGE_FIELDS}  }

  """
  A component's API page, read at build time from the installed package's type declarations.
  """
  type ApiComponent implements Node & ApiPageFields @dontInfer {
${API_PAGE_FIELDS}    props: [ApiProp!]!
    slots: [ApiSlot!]!
    classes: [ApiClass!]!
    inheritance: ApiInheritance
    "It also accepts the attributes of the native element it renders."
    spreadsNative: Boolean!
    "Its ref reaches the root DOM element: the package exports a forwardRef component."
    forwardsRef: Boolean!
    "The type of the element its ref reaches (HTMLDivElement), when the declarations name one."
    refElement: String
    "Its name in the theme (MuiDataGrid), when a package's theme augmentation declares one."
    muiName: String
    "The module whose import makes TypeScript accept that theme entry (@mui/x-data-grid/themeAugmentation)."
    themeAugmentation: String
  }

  "An interface's API page (GridColDef, AxisConfig…), read from the type declarations."
  type ApiInterface implements Node & ApiPageFields @dontInfer {
${API_PAGE_FIELDS}    properties: [ApiProp!]!
    "Members read from a later package and version (Premium members of GridApi)."
    supplementedFrom: ApiSupplement
  }

  """
  A row an <ApiTable> can show: a member of the Data Grid's API object, an event or a selector,
  read at build time from the installed grid packages' declarations. HTML fields are rendered
  from JSDoc, escaped.
  """
  type ApiTableEntry implements Node @dontInfer {
    "methods, events or selectors."
    kind: String!
    name: String!
    "A method's signature, an event's params type or a selector's return type."
    typeText: String!
    "An event's event type."
    eventTypeText: String
    descriptionHtml: String!
    deprecatedHtml: String
    "community, pro or premium: the first package (in that order) that has it."
    plan: String!
    "For methods: the grid API interfaces that have the member (GridSortApi, GridApi)."
    interfaces: [String!]!
  }

  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
