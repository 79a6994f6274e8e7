/**
 * @jest-environment node
 */
import path from 'node:path';
import { API_AREAS, API_COMPONENTS, API_INTERFACES } from '../../content/api/api-list';
import { apiGeneratedPathnames } from '../../src/lib/api-paths';
import { apiNavEntries } from '../../src/data-layer/navigation/api-nav-entries';
import { installedApiPackages } from '../../src/data-layer/api/api-packages';
import type { ApiComponentData, ApiInterfaceData } from '../../src/data-layer/api/api-types';
import { extractApi } from '../../src/data-layer/api/extract-api';

/** Checks against the packages the site installs: each would fail if extraction went wrong. */
const extraction = extractApi(installedApiPackages(path.resolve('node_modules')), API_COMPONENTS, API_INTERFACES);
const component = (name: string) =>
  extraction.pages.find((page): page is ApiComponentData => page.kind === 'component' && page.name === name);
const apiInterface = (name: string) =>
  extraction.pages.find((page): page is ApiInterfaceData => page.kind === 'interface' && page.name === name);
const components = extraction.pages.filter((page): page is ApiComponentData => page.kind === 'component');
const propNames = (name: string) => component(name)?.props.map((prop) => prop.name) ?? [];

describe('the API reference read from the installed packages', () => {
  it('has a page for every entry of the list, and an index per area', () => {
    const names = (kind: string) => extraction.pages.filter((page) => page.kind === kind).map((page) => page.name);
    expect(names('component')).toEqual(API_COMPONENTS.map((entry) => entry.name));
    expect(names('interface')).toEqual(API_INTERFACES.map((entry) => entry.name));
    expect(apiGeneratedPathnames().size).toBe(API_AREAS.length + API_COMPONENTS.length + API_INTERFACES.length);
  });

  it('reads DataGrid’s rows prop and its 8.2.0 version', () => {
    expect(propNames('DataGrid')).toContain('rows');
    expect(component('DataGrid')?.version).toBe('8.2.0');
    expect(component('DataGrid')?.props.find((prop) => prop.name === 'rows')?.defaultValue).toBe('[]');
  });

  it('marks DataGridPro’s treeData as a Pro prop, which DataGrid does not have', () => {
    expect(component('DataGridPro')?.props.find((prop) => prop.name === 'treeData')?.plan).toBe('pro');
    expect(propNames('DataGrid')).not.toContain('treeData');
  });

  it('lists DatePicker’s slots, with their default components', () => {
    const slots = component('DatePicker')?.slots ?? [];
    expect(slots.map((slot) => slot.name)).toEqual(
      expect.arrayContaining(['actionBar', 'calendarHeader', 'textField', 'toolbar']),
    );
    expect(slots.find((slot) => slot.name === 'actionBar')?.defaultValue).toBe('PickersActionBar');
  });

  it('marks BarChart’s series prop as required', () => {
    expect(component('BarChart')?.props.find((prop) => prop.name === 'series')?.required).toBe(true);
  });

  it('reads RichTreeView’s items prop and class names from the runtime', () => {
    expect(propNames('RichTreeView')).toContain('items');
    expect(component('RichTreeView')?.classes.find((entry) => entry.key === 'root')?.className).toBe(
      'MuiRichTreeView-root',
    );
  });

  it('reads the Data Grid’s class names, global state classes included', () => {
    const classes = component('DataGrid')?.classes ?? [];
    expect(classes.find((entry) => entry.key === 'root')?.className).toBe('MuiDataGrid-root');
    expect(classes.length).toBeGreaterThan(200);
  });

  it('documents GridApi’s members with their plans, Premium ones from the Premium package', () => {
    const members = apiInterface('GridApi')?.properties ?? [];
    expect(members.find((member) => member.name === 'getRow')?.plan).toBe('community');
    expect(members.find((member) => member.name === 'pinColumn')?.plan).toBe('pro');
    expect(members.find((member) => member.name === 'exportDataAsExcel')?.plan).toBe('premium');
  });

  it('imports unstable components under their exported name', () => {
    expect(component('RadarChart')?.imports[0]).toBe("import { Unstable_RadarChart } from '@mui/x-charts/RadarChart';");
  });

  it('gives each product’s main components their theme name, from the package that declares it', () => {
    expect(component('DataGrid')?.theme).toEqual({
      name: 'MuiDataGrid',
      augmentation: '@mui/x-data-grid/themeAugmentation',
    });
    // The Pro and Premium grids read the same key, typed with their own props.
    expect(component('DataGridPro')?.theme).toEqual({
      name: 'MuiDataGrid',
      augmentation: '@mui/x-data-grid-pro/themeAugmentation',
    });
    expect(component('DataGridPremium')?.theme?.name).toBe('MuiDataGrid');
    expect(component('DatePicker')?.theme?.name).toBe('MuiDatePicker');
    expect(component('DateRangePicker')?.theme).toEqual({
      name: 'MuiDateRangePicker',
      augmentation: '@mui/x-date-pickers-pro/themeAugmentation',
    });
    expect(component('BarChart')?.theme?.name).toBe('MuiBarChart');
    expect(component('RichTreeView')?.theme?.name).toBe('MuiRichTreeView');
    expect(component('TreeItem')?.theme?.name).toBe('MuiTreeItem');
  });

  it('gives no theme name where no package declares one', () => {
    // ChartContainer's props include ChartsSurface's, listed as MuiChartsSurface: not its own.
    expect(component('ChartContainer')?.theme).toBeNull();
    expect(component('Toolbar')?.theme).toBeNull();
    expect(component('BarElement')?.theme).toBeNull();
  });

  it('leaves out a theme name that a package declares but its build never reads', () => {
    // 8.2.0 declares MuiPickersRangeCalendarHeader; the component renders the calendar header,
    // which reads MuiPickersCalendarHeader, and never reads its own key.
    expect(component('PickersRangeCalendarHeader')?.theme).toBeNull();
    expect(components.filter((page) => page.theme !== null).length).toBeGreaterThan(60);
  });

  it('says which components forward their ref, and to which element', () => {
    expect(component('DataGrid')?.ref).toEqual({ forwarded: true, element: 'HTMLDivElement' });
    expect(component('DatePicker')?.ref).toEqual({ forwarded: true, element: 'HTMLDivElement' });
    expect(component('BarChart')?.ref).toEqual({ forwarded: true, element: 'SVGSVGElement' });
    expect(component('TreeItem')?.ref).toEqual({ forwarded: true, element: 'HTMLLIElement' });
    expect(component('ToolbarButton')?.ref).toEqual({ forwarded: true, element: 'HTMLButtonElement' });
    // A forwardRef export whose types declare no ref: forwarded, element unnamed.
    expect(component('YearCalendar')?.ref).toEqual({ forwarded: true, element: null });
  });

  it('says which components hold no ref, whatever their types declare', () => {
    expect(component('QuickFilter')?.ref.forwarded).toBe(false);
    expect(component('ChartsXAxis')?.ref.forwarded).toBe(false);
    // Its props declare `ref`, but it is a plain function component.
    expect(component('DayCalendarSkeleton')?.ref).toEqual({ forwarded: false, element: null });
  });

  it('builds the navigation from the same list: sorted components, interfaces in the list’s order', () => {
    for (const area of API_AREAS) {
      const components = apiNavEntries({ apiPages: { area, kind: 'component' } }).map((entry) => entry.title);
      const listed = API_COMPONENTS.filter((entry) => entry.api === area).map((entry) => entry.name);
      expect(components).toEqual([...listed].sort((a, b) => a.localeCompare(b)));
      const interfaces = apiNavEntries({ apiPages: { area, kind: 'interface' } }).map((entry) => entry.title);
      expect(interfaces).toEqual(API_INTERFACES.filter((entry) => entry.api === area).map((entry) => entry.name));
    }
    expect(
      apiNavEntries({ apiPages: { area: 'tree-view', kind: 'component' } }).find(
        (entry) => entry.title === 'RichTreeViewPro',
      ),
    ).toMatchObject({ plan: 'pro', pathname: '/x/api/tree-view/rich-tree-view-pro' });
  });
});
