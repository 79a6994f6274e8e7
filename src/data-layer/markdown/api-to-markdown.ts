import type { Content, Paragraph, PhrasingContent, Table, TableCell } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { apiGuides } from '../../components/api/api-guides';
import { apiStrings } from '../../components/api/api-strings';
import { htmlToBlocks, htmlToCell } from './doc-html-to-mdast';
import { absoluteLink, type LinkContext } from './markdown-links';
import { MARKDOWN_OPTIONS } from './mdx-to-markdown';

/** The fields of an API page the Markdown copy shows (a subset of the ApiComponent/ApiInterface nodes). */
export interface ApiPageData {
  name: string;
  packageName: string;
  version: string;
  plan: string;
  imports: readonly string[];
  descriptionHtml: string;
  deprecatedHtml: string | null;
  sourceUrl: string;
  props: readonly ApiPropData[];
  slots: readonly { name: string; descriptionHtml: string; defaultValue: string | null; className: string | null }[];
  classes: readonly { key: string; className: string | null; descriptionHtml: string }[];
  /** An interface's page lists properties instead of props; it has no slots or classes. */
  kind: 'component' | 'interface';
  /** `data-grid`, `charts`…: which guides the page links to. */
  area: string;
  /** Whether a ref set on a component reaches its root element, and which one; null on an interface's page. */
  ref: { forwarded: boolean; element: string | null } | null;
  /** A component's name in the theme and the module that types it; null when it has none. */
  theme: { muiName: string; augmentation: string | null } | null;
}

export interface ApiPropData {
  name: string;
  typeText: string;
  required: boolean;
  defaultValue: string | null;
  descriptionHtml: string;
  deprecated: boolean;
  deprecatedHtml: string | null;
  plan: string;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

/**
 * A translated sentence whose `{name}` placeholders are Markdown nodes (code, mostly), as the
 * page's FilledText fills them: each language keeps its own word order. A null value leaves its
 * placeholder out; an unknown placeholder stays as written.
 */
function fillText(template: string, values: Record<string, PhrasingContent | null>): PhrasingContent[] {
  return template.split(/(\{\w+\})/).flatMap((part): PhrasingContent[] => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined || !(name in values)) return part === '' ? [] : [text(part)];
    const value = values[name];
    return value ? [value] : [];
  });
}

/** Where the ref goes, as the note after the page's props says it, in the copy's language. */
function refNote(ref: NonNullable<ApiPageData['ref']>, links: LinkContext): Paragraph {
  const t = apiStrings(links.lang);
  const children = !ref.forwarded
    ? [text(t('apiRefNotHeld'))]
    : ref.element
      ? fillText(t('apiRefForwardedTo'), { element: code(ref.element) })
      : [text(t('apiRefForwarded'))];
  return { type: 'paragraph', children };
}

/** "Theme default props": the component's name in the theme and the guide on it, as the page has them. */
function themeSection(page: ApiPageData, theme: NonNullable<ApiPageData['theme']>, links: LinkContext): Content[] {
  const t = apiStrings(links.lang);
  const guide = apiGuides(page.area)?.theme;
  const sentence = fillText(t('apiThemeDefaultPropsText'), {
    muiName: code(theme.muiName),
    defaultProps: code(`components.${theme.muiName}.defaultProps`),
    name: code(page.name),
    augmentation: theme.augmentation ? code(theme.augmentation) : null,
  });
  const link: PhrasingContent[] = guide
    ? [
        text(' '),
        { type: 'link', url: absoluteLink(guide, links), children: [{ type: 'text', value: t('apiThemeGuide') }] },
      ]
    : [];
  return [
    { type: 'heading', depth: 3, children: [text(t('apiThemeDefaultProps'))] },
    { type: 'paragraph', children: [...sentence, ...link] },
  ];
}

/** A GFM table: a header row of words, then rows of cells. */
export function table(header: readonly string[], rows: readonly PhrasingContent[][][]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [
      { type: 'tableRow', children: header.map((title) => cell([text(title)])) },
      ...rows.map((row) => ({ type: 'tableRow' as const, children: row.map(cell) })),
    ],
  };
}

function propRow(prop: ApiPropData, links: LinkContext): PhrasingContent[][] {
  const name: PhrasingContent[] = [code(prop.name)];
  if (prop.required) name.push(text(' (required)'));
  if (prop.plan !== 'community') name.push(text(` (${prop.plan === 'pro' ? 'Pro' : 'Premium'})`));
  const description = htmlToCell(prop.descriptionHtml, links);
  if (prop.deprecated) {
    const note = prop.deprecatedHtml ? htmlToCell(prop.deprecatedHtml, links) : [];
    description.unshift(
      { type: 'strong', children: [text('Deprecated.')] },
      ...(note.length > 0 ? [text(' '), ...note] : []),
      ...(description.length > 0 ? [{ type: 'break' as const }] : []),
    );
  }
  return [name, [code(prop.typeText)], prop.defaultValue ? [code(prop.defaultValue)] : [], description];
}

/**
 * An API page as Markdown: the import, the description, and full tables of props (type,
 * default, description, deprecation), slots and CSS classes, with the package and version the
 * page was read from. A component's ref note and theme name follow its props, in the copy's
 * language as on the page.
 */
export function apiToMarkdown(page: ApiPageData, links: LinkContext): string {
  const tree: { type: 'root'; children: Content[] } = { type: 'root', children: [] };
  const add = (...nodes: Content[]) => tree.children.push(...nodes);
  const heading = (value: string): Content => ({ type: 'heading', depth: 2, children: [text(value)] });
  add({
    type: 'paragraph',
    children: [
      text('Read from '),
      code(`${page.packageName}@${page.version}`),
      text(' ('),
      { type: 'link', url: page.sourceUrl, children: [{ type: 'text', value: 'source' }] },
      text(').'),
    ],
  });
  if (page.deprecatedHtml) {
    add({
      type: 'blockquote',
      children: [
        { type: 'paragraph', children: [{ type: 'strong', children: [text('Deprecated.')] }] },
        ...htmlToBlocks(page.deprecatedHtml, links),
      ],
    });
  }
  add(...htmlToBlocks(page.descriptionHtml, links));
  add(heading('Import'), { type: 'code', lang: 'tsx', value: page.imports.join('\n// or\n') });
  const props = [...page.props].sort((a, b) => a.name.localeCompare(b.name));
  add(heading(page.kind === 'interface' ? 'Properties' : 'Props'));
  add(
    props.length > 0
      ? table(
          ['Name', 'Type', 'Default', 'Description'],
          props.map((prop) => propRow(prop, links)),
        )
      : { type: 'paragraph', children: [text('None.')] },
  );
  if (page.ref) add(refNote(page.ref, links));
  if (page.theme) add(...themeSection(page, page.theme, links));
  if (page.slots.length > 0) {
    add(
      heading('Slots'),
      table(
        ['Name', 'Default', 'Class', 'Description'],
        page.slots.map((slot) => [
          [code(slot.name)],
          slot.defaultValue ? [code(slot.defaultValue)] : [],
          slot.className ? [code(slot.className)] : [],
          htmlToCell(slot.descriptionHtml, links),
        ]),
      ),
    );
  }
  if (page.classes.length > 0) {
    add(
      heading('CSS classes'),
      table(
        ['Class', 'Rule name', 'Description'],
        page.classes.map((entry) => [
          entry.className ? [code(`.${entry.className}`)] : [],
          [code(entry.key)],
          htmlToCell(entry.descriptionHtml, links),
        ]),
      ),
    );
  }
  return `# ${page.name} API\n\n${toMarkdown(tree, MARKDOWN_OPTIONS).trim()}\n`;
}
