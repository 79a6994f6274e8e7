import { API_COMPONENTS, API_INTERFACES } from '../../content/api/api-list';
import { apiSectionLinks, unknownApiNames } from '../../src/data-layer/pages/api-links';
import { apiGeneratedPathnames } from '../../src/lib/api-paths';

describe('a guide’s API section', () => {
  it('links each listed component and interface to its API page, in the front matter’s order', () => {
    expect(apiSectionLinks(['DateRangePicker', 'PickersLayout', 'GridApi'])).toEqual([
      { name: 'DateRangePicker', pathname: '/x/api/date-pickers/date-range-picker' },
      { name: 'PickersLayout', pathname: '/x/api/date-pickers/pickers-layout' },
      { name: 'GridApi', pathname: '/x/api/data-grid/grid-api' },
    ]);
  });

  it('links only to pages the API reference generates', () => {
    const generated = apiGeneratedPathnames();
    const links = apiSectionLinks([...API_COMPONENTS, ...API_INTERFACES].map((entry) => entry.name));
    expect(links).toHaveLength(API_COMPONENTS.length + API_INTERFACES.length);
    expect(links.filter((link) => !generated.has(link.pathname))).toEqual([]);
  });

  it('names what the API reference lacks, and has no section without a list', () => {
    expect(unknownApiNames(['DataGrid', 'DataGird', 'Datepicker'])).toEqual(['DataGird', 'Datepicker']);
    expect(unknownApiNames(undefined)).toEqual([]);
    expect(apiSectionLinks(undefined)).toEqual([]);
    expect(apiSectionLinks('DataGrid')).toEqual([]);
  });
});
