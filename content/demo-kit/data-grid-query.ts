import type { GridFilterItem, GridFilterModel, GridSortModel } from '@mui/x-data-grid';

/**
 * How the fake server reads a query: filter items, quick-filter words and sort keys over plain row
 * objects. Shared by its flat, tree and grouped answers.
 */

/** What the server rejects a request with: an HTTP-like status and a message for people. */
export class GridServerError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'GridServerError';
    this.status = status;
  }
}

export type Value = unknown;

export function text(value: Value): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export function isEmpty(value: Value): boolean {
  return value === null || value === undefined || value === '';
}

/** A date's calendar day as `YYYY-MM-DD`; a filter date typed in a date input is UTC midnight. */
function dayKey(value: Date): string {
  const utcMidnight = value.getUTCHours() === 0 && value.getUTCMinutes() === 0 && value.getUTCSeconds() === 0;
  const [year, month, day] = utcMidnight
    ? [value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()]
    : [value.getFullYear(), value.getMonth(), value.getDate()];
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function compareValues(a: Value, b: Value): number {
  if (isEmpty(a) || isEmpty(b)) return Number(!isEmpty(a)) - Number(!isEmpty(b));
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return text(a).localeCompare(text(b));
}

function matchesDate(cell: Value, item: GridFilterItem): boolean {
  if (!(cell instanceof Date)) return false;
  const filter = item.value instanceof Date ? item.value : new Date(String(item.value));
  const [cellDay, filterDay] = [dayKey(cell), dayKey(filter)];
  switch (item.operator) {
    case 'is':
      return cellDay === filterDay;
    case 'not':
      return cellDay !== filterDay;
    case 'after':
      return cellDay > filterDay;
    case 'onOrAfter':
      return cellDay >= filterDay;
    case 'before':
      return cellDay < filterDay;
    case 'onOrBefore':
      return cellDay <= filterDay;
    default:
      throw new GridServerError(400, `The server cannot filter dates with "${item.operator}".`);
  }
}

function matchesNumber(cell: Value, item: GridFilterItem): boolean {
  if (typeof cell !== 'number') return false;
  const filter = Number(item.value);
  switch (item.operator) {
    case '=':
      return cell === filter;
    case '!=':
      return cell !== filter;
    case '>':
      return cell > filter;
    case '>=':
      return cell >= filter;
    case '<':
      return cell < filter;
    case '<=':
      return cell <= filter;
    default:
      throw new GridServerError(400, `The server cannot filter numbers with "${item.operator}".`);
  }
}

function matchesText(cell: Value, item: GridFilterItem): boolean {
  const value = text(cell).toLowerCase();
  const filter = text(item.value).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return value.includes(filter);
    case 'doesNotContain':
      return !value.includes(filter);
    case 'equals':
    case 'is':
      return value === filter;
    case 'doesNotEqual':
    case 'not':
      return value !== filter;
    case 'startsWith':
      return value.startsWith(filter);
    case 'endsWith':
      return value.endsWith(filter);
    default:
      throw new GridServerError(400, `The server cannot filter text with "${item.operator}".`);
  }
}

/** Whether a row passes one filter item; an item still waiting for its value lets every row pass. */
function matchesItem(row: Record<string, Value>, item: GridFilterItem): boolean {
  const cell = row[item.field];
  if (item.operator === 'isEmpty') return isEmpty(cell);
  if (item.operator === 'isNotEmpty') return !isEmpty(cell);
  if (item.operator === 'isAnyOf') {
    const values = Array.isArray(item.value) ? item.value : [];
    return values.length === 0 || values.some((value) => text(value).toLowerCase() === text(cell).toLowerCase());
  }
  if (isEmpty(item.value)) return true;
  if (typeof cell === 'number' || typeof item.value === 'number') return matchesNumber(cell, item);
  if (cell instanceof Date || item.value instanceof Date) return matchesDate(cell, item);
  return matchesText(cell, item);
}

export function matchesModel(row: Record<string, Value>, model: GridFilterModel | undefined): boolean {
  if (!model) return true;
  const items = model.items ?? [];
  const passItems =
    items.length === 0 ||
    (model.logicOperator === 'or'
      ? items.some((item) => matchesItem(row, item))
      : items.every((item) => matchesItem(row, item)));
  const words = (model.quickFilterValues ?? []).filter((word) => !isEmpty(word));
  const cells = Object.values(row).map((cell) => text(cell).toLowerCase());
  const hasWord = (word: Value) => cells.some((cell) => cell.includes(text(word).toLowerCase()));
  const passWords =
    words.length === 0 || (model.quickFilterLogicOperator === 'or' ? words.some(hasWord) : words.every(hasWord));
  return passItems && passWords;
}
/** Sorts rows in place by a sort model: stable sorts from the last key to the first give a multi-column order. */
export function sortRows<R>(
  rows: R[],
  sortModel: GridSortModel | undefined,
  read = (row: R, field: string) => (row as Record<string, Value>)[field],
): R[] {
  for (const { field, sort } of [...(sortModel ?? [])].reverse()) {
    const direction = sort === 'desc' ? -1 : 1;
    rows.sort((a, b) => direction * compareValues(read(a, field), read(b, field)));
  }
  return rows;
}
