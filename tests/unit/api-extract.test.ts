/**
 * @jest-environment node
 */
import path from 'node:path';
import type { ApiPackage } from '../../src/data-layer/api/api-packages';
import { apiSlug } from '../../src/lib/api-paths';
import { loadDeclarations } from '../../src/data-layer/api/declarations';
import { extractApi } from '../../src/data-layer/api/extract-api';
import { extractComponent } from '../../src/data-layer/api/extract-component';
import { extractInterface } from '../../src/data-layer/api/extract-interface';

const FIXTURE: ApiPackage = {
  area: 'charts',
  name: '@mui/x-fixture',
  plan: 'community',
  dir: path.resolve('tests/fixtures/api/node_modules/@mui/x-fixture'),
  version: '1.0.0',
};

const declarations = loadDeclarations([FIXTURE.dir]);
const widget = extractComponent(declarations, { api: 'charts', name: 'Widget' }, FIXTURE, [FIXTURE]);
const badge = extractComponent(declarations, { api: 'charts', name: 'Badge' }, FIXTURE, [FIXTURE]);
const prop = (name: string) => widget.props.find((candidate) => candidate.name === name);

describe('extractComponent on a fixture package', () => {
  it('lists the component’s own props, alphabetically, and not the HTML attributes it extends', () => {
    expect(widget.props.map((candidate) => candidate.name)).toEqual([
      'classes',
      'dense',
      'items',
      'onItemClick',
      'size',
      'slots',
    ]);
    expect(widget.spreadsNative).toBe(true);
  });

  it('says the ref reaches the root element when the runtime export is a forwardRef component, naming the element', () => {
    expect(widget.ref).toEqual({ forwarded: true, element: 'HTMLDivElement' });
  });

  it('says a plain function component holds no ref, even where its types declare one', () => {
    expect(badge.ref).toEqual({ forwarded: false, element: null });
  });

  it('reads the theme name from the theme augmentation, among those the build reads: by the component’s name, or else by its props type', () => {
    expect(widget.theme).toEqual({ name: 'MuiWidget', augmentation: '@mui/x-fixture/themeAugmentation' });
    expect(badge.theme).toEqual({ name: 'MuiCount', augmentation: '@mui/x-fixture/themeAugmentation' });
  });

  it('names the component when its runtime export is missing', () => {
    const typesOnly: ApiPackage = {
      ...FIXTURE,
      name: '@mui/x-types-only',
      dir: path.resolve('tests/fixtures/api/node_modules/@mui/x-types-only'),
    };
    expect(() => extractApi([typesOnly], [{ api: 'charts', name: 'Lamp' }], [])).toThrow(
      /^Reading the API of Lamp failed: Loading @mui\/x-types-only's CommonJS build from \S+, to see whether "Lamp" forwards its ref, failed: Cannot find module/,
    );
  });

  it('reads types as written, required marks and defaults', () => {
    expect(prop('items')).toMatchObject({
      type: 'readonly string[]',
      required: true,
      defaultValue: null,
      description: 'Items to show, of type [[WidgetModel]].',
    });
    expect(prop('size')).toMatchObject({ type: "'small' | 'medium'", required: false, defaultValue: "'medium'" });
  });

  it('reads deprecations', () => {
    expect(prop('dense')?.deprecated).toBe('Use `size="small"` instead.');
    expect(prop('size')?.deprecated).toBeNull();
  });

  it('expands callback signatures with their described arguments and return value', () => {
    expect(prop('onItemClick')?.signature).toEqual({
      type: '(item: string, event: React.MouseEvent) => boolean',
      args: [
        { name: 'item', type: 'string', description: 'The clicked item.' },
        { name: 'event', type: 'React.MouseEvent', description: 'The event source of the callback.' },
      ],
      returns: { type: 'boolean', description: 'Whether the click was handled.' },
    });
    expect(prop('size')?.signature).toBeNull();
  });

  it('reads slots with their default components and classes', () => {
    expect(widget.slots).toEqual([
      {
        name: 'icon',
        description: 'The icon shown before each item.',
        defaultValue: 'WidgetIcon',
        className: 'MuiWidget-icon',
      },
      { name: 'root', description: 'The root element.', defaultValue: "'div'", className: 'MuiWidget-root' },
    ]);
  });

  it('reads CSS classes with the runtime class names and marks state classes as global', () => {
    expect(widget.classes).toEqual([
      { key: 'root', className: 'MuiWidget-root', description: 'Styles applied to the root element.', isGlobal: false },
      {
        key: 'selected',
        className: 'Mui-selected',
        description: 'State class applied to the root element when an item is selected.',
        isGlobal: true,
      },
      { key: 'icon', className: 'MuiWidget-icon', description: 'Styles applied to the icon element.', isGlobal: false },
    ]);
  });

  it('keeps the description and drops the lists of links to the reference site', () => {
    expect(widget.description).toBe('Shows items in a row.');
  });

  it('lists the subpath import first, and points at the source folder', () => {
    expect(widget.imports).toEqual([
      "import { Widget } from '@mui/x-fixture/Widget';",
      "import { Widget } from '@mui/x-fixture';",
    ]);
    expect(widget.sourcePath).toBe('packages/x-fixture/src/Widget');
    expect(widget).toMatchObject({
      name: 'Widget',
      slug: 'widget',
      plan: 'community',
      version: '1.0.0',
      exportedAs: null,
    });
  });

  it('names the missing export', () => {
    expect(() => extractComponent(declarations, { api: 'charts', name: 'Gadget' }, FIXTURE, [FIXTURE])).toThrow(
      '@mui/x-fixture 1.0.0 does not export "Gadget".',
    );
  });
});

describe('extractInterface on a fixture package', () => {
  const model = extractInterface(declarations, 'WidgetModel', [FIXTURE], [FIXTURE]);

  it('lists properties with types, required marks, defaults and method signatures', () => {
    expect(
      model.properties.map((property) => [property.name, property.type, property.required, property.defaultValue]),
    ).toEqual([
      ['format', '(value: string) => string', false, null],
      ['id', 'string', true, null],
      ['label', 'string', false, "'none'"],
    ]);
    expect(model.properties[0]?.signature?.returns).toEqual({ type: 'string', description: 'The text to show.' });
    expect(model.description).toBe('A record the widget shows.');
    expect(model.imports).toEqual(["import { WidgetModel } from '@mui/x-fixture';"]);
  });
});

describe('apiSlug', () => {
  it.each([
    ['DataGridPro', 'data-grid-pro'],
    ['ChartsXAxis', 'charts-x-axis'],
    ['GridCsvExportOptions', 'grid-csv-export-options'],
    ['TreeItemDragAndDropOverlay', 'tree-item-drag-and-drop-overlay'],
    ['AiAssistantPanelTrigger', 'ai-assistant-panel-trigger'],
  ])('%s → %s', (name, slug) => {
    expect(apiSlug(name)).toBe(slug);
  });
});
