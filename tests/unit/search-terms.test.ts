import { searchTerm, tokenize } from '../../src/lib/search/search-terms';

const terms = (text: string) =>
  tokenize(text)
    .map(searchTerm)
    .filter((term) => term !== null);

describe('tokenize (English and API names)', () => {
  it('keeps an identifier whole and adds its camelCase parts', () => {
    expect(terms('rowSelectionModel')).toEqual(['rowselectionmodel', 'row', 'selection', 'model']);
    expect(terms('getRowId')).toEqual(['getrowid', 'get', 'row', 'id']);
    expect(terms('DataGridPro')).toEqual(['datagridpro', 'data', 'grid', 'pro']);
  });

  it('splits prose on spaces and punctuation and drops single letters', () => {
    expect(terms('Sorting, filtering & a pagination.')).toEqual(['sorting', 'filtering', 'pagination']);
  });

  it('keeps acronyms together inside identifiers', () => {
    expect(terms('MuiDataGrid-columnHeaderCSV')).toEqual([
      'muidatagrid',
      'mui',
      'data',
      'grid',
      'columnheadercsv',
      'column',
      'header',
      'csv',
    ]);
  });
});

describe('tokenize (Chinese)', () => {
  it('gives every pair of adjacent characters, so a query matches across word boundaries', () => {
    const result = terms('数据表格的筛选');
    expect(result).toEqual(expect.arrayContaining(['数据', '据表', '表格', '格的', '的筛', '筛选']));
  });

  it('adds the longer words the segmenter finds', () => {
    expect(terms('快速入门指南')).toEqual(expect.arrayContaining(['快速', '入门']));
  });

  it('keeps English names inside Chinese text', () => {
    const result = terms('使用checkboxSelection属性');
    expect(result).toEqual(expect.arrayContaining(['checkboxselection', 'checkbox', 'selection', '使用', '属性']));
  });

  it('keeps a single Chinese character as a term', () => {
    expect(terms('树')).toEqual(['树']);
  });
});
