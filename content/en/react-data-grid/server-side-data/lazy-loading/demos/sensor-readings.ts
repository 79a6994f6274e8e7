import type { GridColDef, GridGetRowsParams } from '@mui/x-data-grid-pro';
import type { GridQuery } from '@demo-kit/data-grid-server';

export interface SensorReading {
  id: number;
  code: string;
  sensor: string;
  site: string;
  recordedAt: string;
  temperature: number;
  humidity: number;
}

const sites = [
  { name: 'Greenhouse A', prefix: 'GHA', base: 24 },
  { name: 'Cold store', prefix: 'CLD', base: 3 },
  { name: 'Server room', prefix: 'SRV', base: 21 },
  { name: 'Loading bay', prefix: 'LDB', base: 14 },
  { name: 'Roof deck', prefix: 'ROF', base: 11 },
];

export const READING_COUNT = 100_000;

// 1 January 2024, 00:00 UTC: the readings follow every 5 minutes from there.
const FIRST_READING_MS = Date.UTC(2024, 0, 1);

/**
 * The server's rows factory: reading `index` is computed from its index alone, so the rows
 * are the same on every visit. The fake server calls it on its first request.
 */
export function createReadings(count = READING_COUNT): SensorReading[] {
  return Array.from({ length: count }, (_, index) => {
    const site = sites[index % sites.length] ?? {
      name: 'Roof deck',
      prefix: 'ROF',
      base: 11,
    };
    const sensorNumber = (Math.floor(index / sites.length) % 12) + 1;
    const time = new Date(FIRST_READING_MS + index * 5 * 60_000);
    return {
      id: index + 1,
      code: `R-${String(index + 1).padStart(6, '0')}`,
      sensor: `${site.prefix}-${String(sensorNumber).padStart(2, '0')}`,
      site: site.name,
      recordedAt: time.toISOString().slice(0, 16).replace('T', ' '),
      temperature:
        Math.round((site.base + (((index * 37) % 61) - 30) / 10) * 10) / 10,
      humidity: 30 + ((index * 53) % 55),
    };
  });
}

export const readingColumns: GridColDef<SensorReading>[] = [
  { field: 'code', headerName: 'Reading', width: 110 },
  { field: 'recordedAt', headerName: 'Recorded (UTC)', width: 160 },
  { field: 'site', headerName: 'Site', width: 140 },
  { field: 'sensor', headerName: 'Sensor', width: 100 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) =>
      value === undefined ? '' : `${value.toFixed(1)} °C`,
  },
  {
    field: 'humidity',
    headerName: 'Humidity',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value === undefined ? '' : `${value} %`),
  },
];

/**
 * Turns the grid's request into the fake server's query.
 * - With `lazyLoading`, the rows to send are `start` to `end`. The params still carry the
 *   grid's `paginationModel` (always the first page), so it is left out: the server would
 *   prefer it over the range.
 * - The grid's `end` is the last row it wants; the server's `end` is the first row it leaves out.
 * - A filter model without items or quick filter words is left out, so the server skips
 *   checking 100,000 rows against nothing.
 */
export function toServerQuery(params: GridGetRowsParams): GridQuery {
  const { filterModel, sortModel, start, end } = params;
  const filtering =
    filterModel.items.length > 0 || (filterModel.quickFilterValues ?? []).length > 0;
  return {
    sortModel,
    ...(filtering ? { filterModel } : {}),
    start,
    end: end + 1,
  };
}
