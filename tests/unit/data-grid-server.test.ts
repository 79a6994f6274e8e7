import { createGridServer, GridServerError, type GridServerLogEntry } from '@demo-kit/data-grid-server';

interface Part {
  id: number;
  name: string;
  stock: number;
  restocked: Date;
  discontinued: boolean;
  bin: string | null;
}

const parts: Part[] = [
  { id: 1, name: 'Hex bolt M6', stock: 420, restocked: new Date(2025, 2, 3), discontinued: false, bin: 'A1' },
  { id: 2, name: 'Wing nut M6', stock: 0, restocked: new Date(2025, 0, 15), discontinued: true, bin: null },
  { id: 3, name: 'Hex nut M8', stock: 75, restocked: new Date(2025, 2, 3, 14, 30), discontinued: false, bin: 'B4' },
  { id: 4, name: 'Washer M8', stock: 1300, restocked: new Date(2024, 11, 20), discontinued: false, bin: 'B2' },
];

function server(latencyMs = 100) {
  return createGridServer<Part>({
    rows: parts,
    latencyMs,
    validate: (row) => (row.stock < 0 ? 'Stock cannot be negative.' : null),
  });
}

/** Runs a request to its answer under fake timers. */
async function answer<T>(promise: Promise<T>): Promise<T> {
  await jest.runAllTimersAsync();
  return promise;
}

const ids = (rows: readonly Part[]) => rows.map((row) => row.id);

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the Data Grid fake server', () => {
  it('answers after a delay near the configured latency, the same each run', async () => {
    const api = server(1000);
    let settled = false;
    const pending = api.getRows({}).then((page) => {
      settled = true;
      return page;
    });
    await jest.advanceTimersByTimeAsync(690);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(620);
    expect(settled).toBe(true);
    expect((await pending).rowCount).toBe(4);
  });

  it.each([
    ['contains', 'name', 'hex', [1, 3]],
    ['doesNotContain', 'name', 'hex', [2, 4]],
    ['equals', 'name', 'washer m8', [4]],
    ['doesNotEqual', 'name', 'Washer M8', [1, 2, 3]],
    ['startsWith', 'name', 'wing', [2]],
    ['endsWith', 'name', 'm6', [1, 2]],
    ['isEmpty', 'bin', undefined, [2]],
    ['isNotEmpty', 'bin', undefined, [1, 3, 4]],
    ['isAnyOf', 'bin', ['a1', 'B2'], [1, 4]],
    ['=', 'stock', 75, [3]],
    ['!=', 'stock', 75, [1, 2, 4]],
    ['>', 'stock', 75, [1, 4]],
    ['>=', 'stock', 75, [1, 3, 4]],
    ['<', 'stock', 75, [2]],
    ['<=', 'stock', 75, [2, 3]],
    ['is', 'restocked', new Date('2025-03-03'), [1, 3]],
    ['not', 'restocked', new Date('2025-03-03'), [2, 4]],
    ['after', 'restocked', new Date('2025-01-15'), [1, 3]],
    ['onOrAfter', 'restocked', new Date('2025-01-15'), [1, 2, 3]],
    ['before', 'restocked', new Date('2025-01-15'), [4]],
    ['onOrBefore', 'restocked', new Date('2025-01-15'), [2, 4]],
    ['is', 'discontinued', 'true', [2]],
    ['not', 'discontinued', 'true', [1, 3, 4]],
  ])('filters with %s on %s', async (operator, field, value, expected) => {
    const page = await answer(server().getRows({ filterModel: { items: [{ field, operator, value }] } }));
    expect(ids(page.rows)).toEqual(expected);
    expect(page.rowCount).toBe(expected.length);
  });

  it('combines items with and/or, and matches quick filter words in any cell', async () => {
    const api = server();
    const items = [
      { field: 'name', operator: 'contains', value: 'm8' },
      { field: 'stock', operator: '>', value: 100 },
    ];
    expect(ids((await answer(api.getRows({ filterModel: { items } }))).rows)).toEqual([4]);
    expect(ids((await answer(api.getRows({ filterModel: { items, logicOperator: 'or' as never } }))).rows)).toEqual([
      1, 3, 4,
    ]);
    const words = { items: [], quickFilterValues: ['nut', 'b4'] };
    expect(ids((await answer(api.getRows({ filterModel: words }))).rows)).toEqual([3]);
  });

  it('lets every row pass an item that has no value yet', async () => {
    const page = await answer(server().getRows({ filterModel: { items: [{ field: 'name', operator: 'contains' }] } }));
    expect(page.rowCount).toBe(4);
  });

  it('rejects an operator it does not know with status 400', async () => {
    const request = server().getRows({ filterModel: { items: [{ field: 'stock', operator: 'isPrime', value: 3 }] } });
    const failure = expect(request).rejects.toMatchObject({ status: 400 });
    await jest.runAllTimersAsync();
    await failure;
  });

  it('sorts by several columns and paginates after filtering', async () => {
    const api = server();
    const sorted = await answer(
      api.getRows({
        sortModel: [
          { field: 'discontinued', sort: 'asc' },
          { field: 'stock', sort: 'desc' },
        ],
      }),
    );
    expect(ids(sorted.rows)).toEqual([4, 1, 3, 2]);
    const page = await answer(
      api.getRows({ sortModel: [{ field: 'name', sort: 'asc' }], paginationModel: { page: 1, pageSize: 3 } }),
    );
    expect(ids(page.rows)).toEqual([2]);
    expect(page.rowCount).toBe(4);
    expect(ids((await answer(api.getRows({ start: 1, end: 3 }))).rows)).toEqual([2, 3]);
  });

  it('saves a valid row, and rejects an invalid one with 422 keeping the stored row', async () => {
    const api = server();
    const first = parts[0] as Part;
    await answer(api.updateRow({ ...first, stock: 410 }));
    expect(api.storedRows()[0]?.stock).toBe(410);
    const rejected = expect(api.updateRow({ ...first, stock: -5 })).rejects.toEqual(
      new GridServerError(422, 'Stock cannot be negative.'),
    );
    await jest.runAllTimersAsync();
    await rejected;
    expect(api.storedRows()[0]?.stock).toBe(410);
    // The caller's rows are never changed by the server.
    expect(first.stock).toBe(420);
  });

  it('inserts and deletes rows, refusing a duplicate id and an unknown one', async () => {
    const api = server();
    await answer(api.insertRow({ ...(parts[0] as Part), id: 9, name: 'Rivet' }));
    expect(ids(api.storedRows())).toEqual([1, 2, 3, 4, 9]);
    const duplicate = expect(api.insertRow(parts[1] as Part)).rejects.toMatchObject({ status: 409 });
    await jest.runAllTimersAsync();
    await duplicate;
    await answer(api.deleteRow(2));
    const missing = expect(api.deleteRow(2)).rejects.toMatchObject({ status: 404 });
    await jest.runAllTimersAsync();
    await missing;
    expect(ids(api.storedRows())).toEqual([1, 3, 4, 9]);
  });

  it('fails the next requests with 503 on demand, then recovers', async () => {
    const api = server();
    api.failNextRequests(1);
    const outage = expect(api.getRows({})).rejects.toMatchObject({ status: 503 });
    await jest.runAllTimersAsync();
    await outage;
    expect((await answer(api.getRows({}))).rowCount).toBe(4);
  });

  it('stops a request when its signal aborts, and logs every request', async () => {
    const api = server();
    const log: GridServerLogEntry[] = [];
    const unsubscribe = api.subscribe((entry) => log.push(entry));
    const controller = new AbortController();
    const aborted = expect(
      api.getRows({ paginationModel: { page: 0, pageSize: 2 } }, controller.signal),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    controller.abort();
    await aborted;
    await answer(api.updateRow({ ...(parts[1] as Part), stock: 5 }));
    unsubscribe();
    await answer(api.getRows({}));
    expect(log.map(({ request, status }) => `${request}: ${status}`)).toEqual([
      'GET rows page 1: pending',
      'GET rows page 1: aborted',
      'PATCH row 2: pending',
      'PATCH row 2: ok',
    ]);
  });
});

interface Track {
  id: number;
  path: string[];
  plays: number;
}

const library: Track[] = [
  { id: 1, path: ['Jazz'], plays: 0 },
  { id: 2, path: ['Jazz', 'Modal'], plays: 0 },
  { id: 3, path: ['Jazz', 'Modal', 'So What'], plays: 120 },
  { id: 4, path: ['Jazz', 'Modal', 'Flamenco Sketches'], plays: 40 },
  { id: 5, path: ['Jazz', 'Bebop'], plays: 0 },
  { id: 6, path: ['Jazz', 'Bebop', 'Donna Lee'], plays: 75 },
  { id: 7, path: ['Folk'], plays: 0 },
  { id: 8, path: ['Folk', 'Scarborough Fair'], plays: 60 },
];

interface Sale {
  id: number;
  region: string;
  product: string;
  units: number;
}

const sales: Sale[] = [
  { id: 1, region: 'North', product: 'Kettle', units: 4 },
  { id: 2, region: 'South', product: 'Kettle', units: 10 },
  { id: 3, region: 'North', product: 'Toaster', units: 6 },
  { id: 4, region: 'North', product: 'Kettle', units: 2 },
  { id: 5, region: 'South', product: 'Blender', units: 1 },
];

describe('the fake server, one level of a tree or a grouping at a time', () => {
  const tree = () => createGridServer<Track>({ rows: library, latencyMs: 10, treePath: (row) => row.path });

  it('answers a tree level with each node, its own key and the count of nodes below it', async () => {
    const top = await answer(tree().getLevel({}));
    expect(top.rows.map((row) => [row.group, row.descendantCount])).toEqual([
      ['Jazz', 5],
      ['Folk', 1],
    ]);
    const modal = await answer(
      tree().getLevel({ groupKeys: ['Jazz', 'Modal'], sortModel: [{ field: 'plays', sort: 'asc' }] }),
    );
    expect(modal.rows.map((row) => row.group)).toEqual(['Flamenco Sketches', 'So What']);
    expect(modal.rowCount).toBe(2);
  });

  it('keeps the ancestors of a filtered match and counts only the matches below them', async () => {
    const filterModel = { items: [{ field: 'plays', operator: '>', value: 70 }] };
    const top = await answer(tree().getLevel({ filterModel }));
    expect(top.rows.map((row) => [row.group, row.descendantCount])).toEqual([['Jazz', 4]]);
    const jazz = await answer(tree().getLevel({ filterModel, groupKeys: ['Jazz'] }));
    expect(jazz.rows.map((row) => row.group)).toEqual(['Modal', 'Bebop']);
  });

  it('answers the groups of a grouped field with their row counts and aggregated values, then their rows', async () => {
    const api = createGridServer<Sale>({ rows: sales, latencyMs: 10 });
    const regions = await answer(
      api.getLevel({ groupFields: ['region', 'product'], aggregationModel: { units: 'sum' } }),
    );
    expect(regions.rows.map((row) => [row.group, row.descendantCount, row.aggregates?.units])).toEqual([
      ['North', 3, 12],
      ['South', 2, 11],
    ]);
    expect(regions.aggregateRow).toEqual({ units: 23 });
    const north = await answer(
      api.getLevel({
        groupFields: ['region', 'product'],
        groupKeys: ['North'],
        aggregationModel: { units: 'avg' },
        sortModel: [{ field: 'units', sort: 'desc' }],
      }),
    );
    expect(north.rows.map((row) => [row.group, row.aggregates?.units])).toEqual([
      ['Toaster', 6],
      ['Kettle', 3],
    ]);
    const kettles = await answer(api.getLevel({ groupFields: ['region', 'product'], groupKeys: ['North', 'Kettle'] }));
    expect(kettles.rows.map((row) => row.id)).toEqual([1, 4]);
    expect(new Set([...regions.rows, ...north.rows].map((row) => row.id)).size).toBe(4);
  });

  it('aggregates a flat read and rejects a function it does not know', async () => {
    const api = createGridServer<Sale>({ rows: sales, latencyMs: 10 });
    const page = await answer(
      api.getRows({ aggregationModel: { units: 'max', product: 'size' }, paginationModel: { page: 0, pageSize: 2 } }),
    );
    expect(page.aggregateRow).toEqual({ units: 10, product: 5 });
    expect(page.rows).toHaveLength(2);
    const refused = api.getRows({ aggregationModel: { units: 'median' } });
    const outcome = expect(refused).rejects.toMatchObject({ status: 400, message: expect.stringContaining('median') });
    await jest.runAllTimersAsync();
    await outcome;
  });

  it('refuses a level query it cannot place, and logs each read with its query', async () => {
    const api = createGridServer<Sale>({ rows: sales, latencyMs: 10 });
    const entries: GridServerLogEntry[] = [];
    api.subscribe((entry) => entries.push(entry));
    const refused = api.getLevel({});
    const outcome = expect(refused).rejects.toBeInstanceOf(GridServerError);
    await jest.runAllTimersAsync();
    await outcome;
    await answer(api.getRows({ start: 0, end: 2 }));
    expect(entries.at(-1)).toMatchObject({ request: 'GET rows 0–2', status: 'ok', query: { start: 0, end: 2 } });
  });
});
