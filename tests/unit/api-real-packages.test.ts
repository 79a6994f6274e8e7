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
