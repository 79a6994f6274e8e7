import * as React from 'react';
import {
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridGetRowsParams,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import type { GridLevelQuery, GridQuery, GridServer, GridServerLogEntry } from '@demo-kit/data-grid-server';

export interface OrderLine {
  id: number;
  region: string;
  country: string;
  channel: string;
  category: string;
  product: string;
  units: number;
  revenue: number;
}

const countries: [string, string][] = [
  ['Europe', 'Portugal'],
  ['Americas', 'Canada'],
  ['Asia Pacific', 'Japan'],
  ['Africa', 'Kenya'],
  ['Europe', 'Poland'],
  ['Americas', 'Brazil'],
  ['Asia Pacific', 'Vietnam'],
  ['Africa', 'Ghana'],
  ['Europe', 'Sweden'],
  ['Americas', 'Mexico'],
  ['Asia Pacific', 'Australia'],
  ['Africa', 'Morocco'],
];
const channels = ['Online', 'Retail', 'Wholesale'];
const catalogue: [string, string, number][] = [
  ['Frames', 'Gravel frame', 640],
  ['Frames', 'Road frame', 890],
  ['Wheels', 'Carbon wheelset', 1150],
  ['Wheels', 'Alloy wheelset', 420],
  ['Brakes', 'Disc brake kit', 160],
  ['Brakes', 'Rim brake pads', 18],
  ['Lights', 'Front light', 55],
  ['Lights', 'Rear light', 32],
];

/** 240 order lines of a bicycle parts wholesaler, every value computed from the line's index. */
export function createOrderLines(): OrderLine[] {
  return Array.from({ length: 240 }, (_, index) => {
    const [region, country] = countries[(index * 7) % countries.length] ?? ['Europe', 'Portugal'];
    const [category, product, price] = catalogue[(index * 3 + Math.floor(index / 8)) % catalogue.length] ?? [
      'Frames',
      'Gravel frame',
      640,
    ];
    const units = 1 + ((index * 13) % 40);
    return {
      id: index + 1,
      region,
      country,
      channel: channels[(index * 5 + Math.floor(index / 3)) % channels.length] ?? 'Online',
      category,
      product,
      units,
      revenue: units * price,
    };
  });
}

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const orderColumns: GridColDef<OrderLine>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value === undefined || value === null ? '' : currency.format(value)),
  },
];

// The grouping column holds no value of the rows, so the server cannot filter on it.
export const orderGroupingColDef: GridGroupingColDefOverride<OrderLine> = {
  width: 230,
  filterable: false,
};

/**
 * The query for the fake server: the level's keys, the grouped fields, and the models. A sort on
 * the grouping column arrives under its own field; this server sorts that level's groups by the
 * field they are grouped by.
 */
export function toLevelQuery(params: GridGetRowsParams): GridLevelQuery {
  const groupKeys = params.groupKeys ?? [];
  const groupFields = params.groupFields ?? [];
  const levelField = groupFields[groupKeys.length];
  return {
    groupKeys,
    groupFields,
    filterModel: params.filterModel,
    aggregationModel: params.aggregationModel,
    sortModel: params.sortModel.map((item) =>
      item.field === GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD && levelField ? { ...item, field: levelField } : item,
    ),
  };
}

/**
 * The query of a grid without grouping: the models and the rows asked for. The grid's `end` is
 * the last row wanted; the fake server's `end` is the first row not wanted.
 */
export function toFlatQuery(params: GridGetRowsParams): GridQuery {
  return {
    filterModel: params.filterModel,
    sortModel: params.sortModel,
    aggregationModel: params.aggregationModel,
    start: params.start,
    end: params.end + 1,
  };
}

/**
 * The aggregation functions the fake server computes. With a data source the grid computes
 * nothing itself, so they carry no `apply()`: only a label and the column types they suit.
 */
export const serverAggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { label: 'sum', columnTypes: ['number'] },
  avg: { label: 'avg', columnTypes: ['number'] },
  min: { label: 'min', columnTypes: ['number'] },
  max: { label: 'max', columnTypes: ['number'] },
  size: { label: 'size', hasCellUnit: false },
};

/** The last `size` requests the fake server received, newest first. */
export function useRequestLog<R extends { id: number }>(server: GridServer<R>, size = 3): GridServerLogEntry[] {
  const [log, setLog] = React.useState<GridServerLogEntry[]>([]);
  React.useEffect(
    () =>
      server.subscribe((entry) => {
        setLog((previous) => [entry, ...previous.filter((item) => item.id !== entry.id)].slice(0, size));
      }),
    [server, size],
  );
  return log;
}

/**
 * One line of the request log, with the grouped fields and the aggregation model the request
 * carried, when it carried them.
 */
export function describeRequest(entry: GridServerLogEntry): string {
  const query = entry.query;
  const parts: string[] = [];
  if (query && 'groupFields' in query && query.groupFields && query.groupFields.length > 0) {
    parts.push(`groupFields: ${query.groupFields.join(', ')}`);
  }
  const model = query?.aggregationModel ?? {};
  const items = Object.entries(model).map(([field, fn]) => `${field}: ${fn}`);
  if (items.length > 0) {
    parts.push(`aggregationModel: ${items.join(', ')}`);
  }
  const fields = parts.length > 0 ? ` (${parts.join('; ')})` : '';
  const time = entry.durationMs === undefined ? '' : ` in ${Math.round(entry.durationMs)} ms`;
  return `${entry.request}${fields} — ${entry.status}${time}`;
}
