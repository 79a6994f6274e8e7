import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { invoiceColumns, invoiceLines } from './invoice-lines';

// The value that occurs most often; ties go to the first one met.
const mostCommon: GridAggregationFunction<string, string | null> = {
  label: 'most common',
  columnTypes: ['string'],
  apply: ({ values }) => {
    const counts = new Map<string, number>();
    let best: string | null = null;
    let bestCount = 0;
    values.forEach((value) => {
      if (value === null || value === undefined) {
        return;
      }
      const count = (counts.get(value) ?? 0) + 1;
      counts.set(value, count);
      if (count > bestCount) {
        best = value;
        bestCount = count;
      }
    });
    return best;
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

// The number of days between the earliest and the latest date.
const span: GridAggregationFunction<Date, number | null> = {
  label: 'span',
  columnTypes: ['date', 'dateTime'],
  apply: ({ values }) => {
    const times = values
      .filter((value): value is Date => value instanceof Date)
      .map((value) => value.getTime());
    if (times.length === 0) {
      return null;
    }
    return Math.round((Math.max(...times) - Math.min(...times)) / DAY_MS);
  },
  // The result is a number of days, not a date: format it on its own.
  valueFormatter: (value?: number | null) =>
    value === null || value === undefined ? '' : `${value} days`,
  hasCellUnit: false,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, mostCommon, span };

const initialState: GridInitialState = {
  aggregation: {
    model: {
      client: 'mostCommon',
      service: 'mostCommon',
      issued: 'span',
      amount: 'sum',
    },
  },
};

export default function InvoiceCustomFunctions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={invoiceLines}
        columns={invoiceColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={initialState}
        hideFooter
      />
    </div>
  );
}
