import {
  createPromptProcessor,
  readPrompt,
  readPromptContext,
  type PromptColumn,
} from '@demo-kit/grid-prompt-processor';

const columns: PromptColumn[] = [
  {
    field: 'name',
    description: null,
    examples: ['Claw hammer', 'Garden hose'],
    type: 'string',
    allowedOperators: ['contains', 'equals', 'doesNotEqual'],
  },
  {
    field: 'category',
    description: 'Department',
    examples: ['Hardware', 'Garden', 'Kitchen'],
    type: 'singleSelect',
    allowedOperators: ['is', 'not', 'isAnyOf'],
  },
  {
    field: 'unitPrice',
    description: null,
    examples: [12.5, 30],
    type: 'number',
    allowedOperators: ['=', '>', '>=', '<', '<='],
  },
  { field: 'discontinued', description: null, examples: [true, false], type: 'boolean', allowedOperators: ['is'] },
  {
    field: 'region',
    description: null,
    examples: ['North', 'South'],
    type: 'string',
    allowedOperators: ['equals', 'doesNotEqual'],
  },
];

const read = (prompt: string) => readPrompt(prompt, columns, { unitPrice: ['price'] });

describe('the local prompt processor behind the AI assistant demos', () => {
  it('reads sorting, with the direction in several wordings', () => {
    expect(read('sort by price descending').sorting).toEqual([{ column: 'unitPrice', direction: 'desc' }]);
    expect(read('Order by unit prices, highest first.').sorting).toEqual([{ column: 'unitPrice', direction: 'desc' }]);
    expect(read('sort by name and category').sorting).toEqual([
      { column: 'name', direction: 'asc' },
      { column: 'category', direction: 'asc' },
    ]);
  });

  it('turns a known value into a filter on the column that holds it', () => {
    expect(read('show only hardware').filters).toEqual([{ column: 'category', operator: 'is', value: 'Hardware' }]);
    expect(read('only garden or kitchen products').filters).toEqual([
      { column: 'category', operator: 'isAnyOf', value: ['Garden', 'Kitchen'] },
    ]);
    expect(read('region is not south').filters).toEqual([
      { column: 'region', operator: 'doesNotEqual', value: 'South' },
    ]);
    expect(read('show discontinued items').filters).toEqual([{ column: 'discontinued', operator: 'is', value: true }]);
  });

  it('reads comparisons on numbers', () => {
    expect(read('price over 100').filters).toEqual([{ column: 'unitPrice', operator: '>', value: 100 }]);
    expect(read('rows where unit price is at most 9.5').filters).toEqual([
      { column: 'unitPrice', operator: '<=', value: 9.5 },
    ]);
  });

  it('reads grouping, aggregation, pivoting, selection and several clauses at once', () => {
    const response = read('group by department and region, total of price, then sort by price desc');
    expect(response.grouping).toEqual([{ column: 'category' }, { column: 'region' }]);
    expect(response.aggregation).toEqual({ unitPrice: 'sum' });
    expect(response.sorting).toEqual([{ column: 'unitPrice', direction: 'desc' }]);
    expect(read('average price').aggregation).toEqual({ unitPrice: 'avg' });
    expect(read('pivot price by category across region').pivoting).toEqual({
      rows: ['category'],
      columns: [{ column: 'region', direction: 'asc' }],
      values: [{ unitPrice: 'sum' }],
    });
    expect(read('select the first 5 rows').select).toBe(5);
    expect(read('reset')).toMatchObject({ filters: [], sorting: [], grouping: [], aggregation: {}, select: -1 });
  });

  it('answers a request it cannot read with a message that names it and gives examples', () => {
    expect(() => read('make it pretty')).toThrow(/could not read "make it pretty".*"sort by price descending"/);
    expect(() => read('sort by colour')).toThrow(/could not read "sort by colour"/);
    expect(() => read('name over 3')).toThrow(/"name" column cannot be filtered with ">"/);
  });

  it('reads the context the grid sends, and refuses one without columns', () => {
    expect(readPromptContext(JSON.stringify(columns))).toEqual(columns);
    expect(() => readPromptContext('not json')).toThrow(/not JSON/);
    expect(() => readPromptContext('{"field":1}')).toThrow(/without its columns/);
  });

  it('answers as onPrompt after its latency, keeping or creating the conversation', async () => {
    jest.useFakeTimers();
    try {
      const onPrompt = createPromptProcessor({ latencyMs: 300, synonyms: { unitPrice: ['price'] } });
      const pending = onPrompt('sort by price', JSON.stringify(columns));
      await jest.advanceTimersByTimeAsync(300);
      await expect(pending).resolves.toMatchObject({
        conversationId: 'local-conversation-1',
        sorting: [{ column: 'unitPrice' }],
      });
      const kept = onPrompt('reset', JSON.stringify(columns), 'mine');
      await jest.advanceTimersByTimeAsync(300);
      await expect(kept).resolves.toMatchObject({ conversationId: 'mine' });
      const refused = onPrompt('dance', JSON.stringify(columns));
      const outcome = expect(refused).rejects.toThrow(/could not read "dance"/);
      await jest.advanceTimersByTimeAsync(300);
      await outcome;
    } finally {
      jest.useRealTimers();
    }
  });
});
