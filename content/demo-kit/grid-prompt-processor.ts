import type { PromptResponse } from '@mui/x-data-grid-premium';

/**
 * A stand-in for the AI service behind the Data Grid's assistant (`onPrompt`): it runs in the
 * browser, needs no key and no network, and always reads the same request the same way. It knows
 * a small English grammar (sorting, filtering, grouping, aggregating, pivoting, selecting and
 * resetting) and reads the columns from the context the grid sends with every prompt. A real
 * service understands far more; its answer has the same shape.
 */

/** What the grid says about one column in the prompt context (a JSON array of these). */
export interface PromptColumn {
  field: string;
  description: string | null;
  examples: unknown[];
  type: string;
  allowedOperators: string[];
}

export interface PromptProcessorOptions {
  /** Other words readers use for a column, by field: `{ unitPrice: ['price', 'cost'] }`. */
  synonyms?: Record<string, readonly string[]>;
  /** How long the "service" takes to answer, in milliseconds. */
  latencyMs?: number;
}

type Filter = PromptResponse['filters'][number];
type Sort = PromptResponse['sorting'][number];
type AggregationFunction = 'avg' | 'sum' | 'min' | 'max' | 'size';

/** The requests the processor understands, shown in its error message. */
export const PROMPT_EXAMPLES = [
  'sort by price descending',
  'show only hardware',
  'price over 100',
  'group by category',
  'total of revenue',
  'select the first 5 rows',
  'reset',
];

const AGGREGATION_WORDS: Record<string, AggregationFunction> = {
  sum: 'sum',
  total: 'sum',
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  min: 'min',
  minimum: 'min',
  lowest: 'min',
  max: 'max',
  maximum: 'max',
  highest: 'max',
  count: 'size',
  number: 'size',
};

const COMPARISONS: Array<[RegExp, string]> = [
  [/^(?:at least|>=|no less than)$/, '>='],
  [/^(?:at most|<=|no more than)$/, '<='],
  [/^(?:over|above|more than|greater than|>)$/, '>'],
  [/^(?:under|below|less than|<)$/, '<'],
  [/^(?:equal to|equals|exactly|=)$/, '='],
];

const DESCENDING =
  /^(?:desc|descending|high(?:est)? (?:to low(?:est)?|first)|biggest first|largest first|z to a|newest first|most first)$/;
const ASCENDING =
  /^(?:asc|ascending|low(?:est)? (?:to high(?:est)?|first)|smallest first|a to z|oldest first|least first)$/;

/** `unitPrice` → `unit price`. */
function words(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** Whether two words are the same but for a plural ending ("price"/"prices", "box"/"boxes"). */
const sameWord = (a: string, b: string) =>
  a === b || `${a}s` === b || `${b}s` === a || `${a}es` === b || `${b}es` === a;

/** Whether two phrases are the same, word by word, but for plural endings. */
function samePhrase(a: string, b: string): boolean {
  const [left, right] = [a.split(/\s+/), b.split(/\s+/)];
  return left.length === right.length && left.every((word, index) => sameWord(word, right[index] ?? ''));
}

class PromptReader {
  private readonly columns: PromptColumn[];

  private readonly names: Array<[string, PromptColumn]>;

  constructor(columns: PromptColumn[], synonyms: Record<string, readonly string[]>) {
    this.columns = columns;
    this.names = columns.flatMap((column) =>
      [words(column.field), column.description ?? '', ...(synonyms[column.field] ?? [])]
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name !== '' && name.split(' ').length <= 4)
        .map((name): [string, PromptColumn] => [name, column]),
    );
  }

  /** The column a phrase names ("price", "unit prices", "the category"), or null. */
  column(phrase: string): PromptColumn | null {
    const wanted = phrase.replace(/^(?:the|a|an)\s+/, '').trim();
    const found = this.names.find(([name]) => name === wanted) ?? this.names.find(([name]) => samePhrase(name, wanted));
    return found ? found[1] : null;
  }

  /** The column whose example values hold `value` (compared without case), with the value as the grid spells it. */
  valueOf(value: string): { column: PromptColumn; value: string } | null {
    for (const column of this.columns) {
      const example = column.examples.find(
        (candidate) => typeof candidate === 'string' && candidate.toLowerCase() === value,
      );
      if (typeof example === 'string') return { column, value: example };
    }
    return null;
  }

  /** A yes/no column named by the phrase ("discontinued", "in stock"). */
  booleanColumn(phrase: string): PromptColumn | null {
    const column = this.column(phrase);
    return column && column.type === 'boolean' ? column : null;
  }
}

function checkOperator(column: PromptColumn, operator: string): void {
  if (column.allowedOperators.length > 0 && !column.allowedOperators.includes(operator)) {
    throw new Error(`The "${column.field}" column cannot be filtered with "${operator}".`);
  }
}

/** Splits a request into clauses: "sort by price, then group by region and show only hardware". */
function clauses(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .replace(/[.!?]+$/, '')
    .split(/\s*(?:,|;|\band then\b|\bthen\b|\band\b)\s*/)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

type Kind = 'sort' | 'group' | 'aggregate' | null;

/** Reads a request into the grid state the assistant applies; throws with a message for the reader. */
export function readPrompt(
  prompt: string,
  columns: PromptColumn[],
  synonyms: Record<string, readonly string[]> = {},
): Omit<PromptResponse, 'conversationId'> {
  const reader = new PromptReader(columns, synonyms);
  const result: Omit<PromptResponse, 'conversationId'> = {
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
  };
  let previous: Kind = null;
  let previousAggregation: AggregationFunction = 'sum';

  const addSort = (phrase: string) => {
    const parts =
      /^(.+?)(?:\s+(asc|ascending|desc|descending|(?:high|low)(?:est)? (?:to (?:high|low)(?:est)?|first)|biggest first|largest first|smallest first|a to z|z to a|newest first|oldest first|most first|least first))?$/.exec(
        phrase,
      );
    const column = parts ? reader.column(parts[1] ?? '') : null;
    if (!parts || !column) return false;
    const direction: Sort['direction'] = parts[2] && DESCENDING.test(parts[2]) ? 'desc' : 'asc';
    if (parts[2] && !DESCENDING.test(parts[2]) && !ASCENDING.test(parts[2])) return false;
    result.sorting.push({ column: column.field, direction });
    return true;
  };
  const addGroup = (phrase: string) => {
    const column = reader.column(phrase);
    if (!column) return false;
    result.grouping.push({ column: column.field });
    return true;
  };
  const addAggregation = (fn: AggregationFunction, phrase: string) => {
    const column = reader.column(phrase);
    if (!column) return false;
    result.aggregation[column.field] = fn;
    previousAggregation = fn;
    return true;
  };

  for (const clause of clauses(prompt)) {
    let match: RegExpExecArray | null;
    let understood = false;
    let kind: Kind = null;
    if (/^(?:reset|clear|clear all|start over|show everything|show all(?: rows)?|undo everything)$/.test(clause)) {
      result.filters = [];
      result.sorting = [];
      result.grouping = [];
      result.aggregation = {};
      understood = true;
    } else if (previous === 'sort' && (DESCENDING.test(clause) || ASCENDING.test(clause))) {
      // "order by price, highest first": a direction alone turns the sort before it.
      const last = result.sorting[result.sorting.length - 1];
      if (last) last.direction = DESCENDING.test(clause) ? 'desc' : 'asc';
      understood = last !== undefined;
      kind = 'sort';
    } else if ((match = /^(?:sort|order|rank)(?:\s+(?:rows|it|them|the rows))?(?:\s+by)?\s+(.+)$/.exec(clause))) {
      understood = addSort(match[1] ?? '');
      kind = 'sort';
    } else if ((match = /^group(?:\s+(?:rows|it|them|the rows))?(?:\s+by)?\s+(.+)$/.exec(clause))) {
      understood = addGroup(match[1] ?? '');
      kind = 'group';
    } else if ((match = /^pivot\s+(.+?)\s+by\s+(.+?)(?:\s+(?:across|per|over)\s+(.+))?$/.exec(clause))) {
      const value = reader.column(match[1] ?? '');
      const row = reader.column(match[2] ?? '');
      const across = match[3] ? reader.column(match[3]) : null;
      if (value && row && (across || !match[3])) {
        result.pivoting = {
          rows: [row.field],
          columns: across ? [{ column: across.field, direction: 'asc' }] : [],
          values: [{ [value.field]: 'sum' }],
        };
        understood = true;
      }
    } else if ((match = /^select\s+(?:the\s+)?(?:first|top)\s+(\d+)(?:\s+rows?)?$/.exec(clause))) {
      result.select = Number(match[1]);
      understood = true;
    } else if (
      (match =
        /^(?:(?:show|add|compute|with|give me)\s+)?(?:the\s+)?(sum|total|average|avg|mean|min|minimum|lowest|max|maximum|highest|count|number)(?:\s+of)?\s+(.+)$/.exec(
          clause,
        ))
    ) {
      understood = addAggregation(AGGREGATION_WORDS[match[1] ?? ''] ?? 'sum', match[2] ?? '');
      kind = 'aggregate';
    } else if (
      (match =
        /^(?:(?:show|keep|only|filter|where|with|rows with|rows where)\s+)*(.+?)\s+(?:is\s+)?(over|above|more than|greater than|at least|at most|no less than|no more than|under|below|less than|equal to|equals|exactly|>=|<=|>|<|=)\s+(-?\d+(?:\.\d+)?)$/.exec(
          clause,
        ))
    ) {
      const column = reader.column(match[1] ?? '');
      const comparison = COMPARISONS.find(([pattern]) => pattern.test(match?.[2] ?? ''));
      if (column && comparison) {
        checkOperator(column, comparison[1]);
        result.filters.push({ column: column.field, operator: comparison[1], value: Number(match[3]) });
        understood = true;
      }
    } else if ((match = /^(.+?)\s+is\s+(not\s+)?(.+)$/.exec(clause))) {
      const column = reader.column(match[1] ?? '');
      const found = reader.valueOf(match[3] ?? '');
      if (column && found && found.column.field === column.field) {
        const operator =
          column.type === 'singleSelect' ? (match[2] ? 'not' : 'is') : match[2] ? 'doesNotEqual' : 'equals';
        checkOperator(column, operator);
        result.filters.push({ column: column.field, operator, value: found.value });
        understood = true;
      }
    } else if (previous !== null && reader.column(clause)) {
      // "group by region and product": a bare column continues the clause before it.
      understood =
        previous === 'sort'
          ? addSort(clause)
          : previous === 'group'
            ? addGroup(clause)
            : addAggregation(previousAggregation, clause);
      kind = previous;
    } else {
      understood = addValueFilters(clause, reader, result.filters);
      if (understood && result.filters.length > 1 && /\bor\b/.test(clause)) result.filterOperator = 'or';
    }
    if (!understood) {
      throw new Error(
        `The local assistant could not read "${clause}". It understands requests such as ${PROMPT_EXAMPLES.map((example) => `"${example}"`).join(', ')}.`,
      );
    }
    previous = kind;
  }
  return result;
}

/** "show only hardware", "only garden or kitchen", "discontinued items": filters on known values. */
function addValueFilters(clause: string, reader: PromptReader, filters: Filter[]): boolean {
  const phrase = clause
    .replace(/^(?:(?:show|keep|list|filter(?:\s+(?:to|by))?)\s+)?(?:only\s+)?(?:the\s+)?/, '')
    .replace(/\s+(?:rows|items|products|ones|entries)$/, '')
    .trim();
  const booleanColumn = reader.booleanColumn(phrase);
  if (booleanColumn) {
    checkOperator(booleanColumn, 'is');
    filters.push({ column: booleanColumn.field, operator: 'is', value: true });
    return true;
  }
  const values = phrase.split(/\s+or\s+/).map((value) => reader.valueOf(value.trim()));
  if (values.length === 0 || values.some((value) => value === null)) return false;
  const found = values.filter((value): value is NonNullable<typeof value> => value !== null);
  const [first] = found;
  if (!first) return false;
  const sameColumn = found.every((value) => value.column.field === first.column.field);
  if (found.length > 1 && sameColumn && first.column.allowedOperators.includes('isAnyOf')) {
    filters.push({ column: first.column.field, operator: 'isAnyOf', value: found.map((value) => value.value) });
    return true;
  }
  for (const value of found) {
    const operator = value.column.type === 'singleSelect' ? 'is' : 'equals';
    checkOperator(value.column, operator);
    filters.push({ column: value.column.field, operator, value: value.value });
  }
  return true;
}

/** Reads the grid's prompt context: the JSON array of its columns. */
export function readPromptContext(context: string): PromptColumn[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(context);
  } catch {
    throw new Error('The grid sent a prompt context that is not JSON.');
  }
  if (!Array.isArray(parsed) || parsed.some((column) => typeof column?.field !== 'string')) {
    throw new Error('The grid sent a prompt context without its columns.');
  }
  return parsed.map((column) => ({
    field: column.field,
    description: typeof column.description === 'string' ? column.description : null,
    examples: Array.isArray(column.examples) ? column.examples : [],
    type: typeof column.type === 'string' ? column.type : 'string',
    allowedOperators: Array.isArray(column.allowedOperators) ? column.allowedOperators : [],
  }));
}

/**
 * An `onPrompt` handler for `DataGridPremium`: it answers after `latencyMs` with the grid state the
 * request describes, or rejects with a message naming what it could not read.
 */
export function createPromptProcessor(options: PromptProcessorOptions = {}) {
  let conversations = 0;
  return function onPrompt(prompt: string, context: string, conversationId?: string): Promise<PromptResponse> {
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        try {
          const response = readPrompt(prompt, readPromptContext(context), options.synonyms);
          if (conversationId === undefined) conversations += 1;
          resolve({ conversationId: conversationId ?? `local-conversation-${conversations}`, ...response });
        } catch (error) {
          reject(error);
        }
      }, options.latencyMs ?? 500);
    });
  };
}
