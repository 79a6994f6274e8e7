import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { saleColumns, saleRows, type SaleRow } from './regional-sales';

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

// Replaces the default year and quarter columns of every date column
// with a month column. Its values start with the month number, so that
// sorting the column groups puts them in calendar order.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (
  column,
) => {
  if (column.type !== 'date') {
    return undefined;
  }
  const field = column.field as keyof SaleRow;
  return [
    {
      field: `${column.field}-month`,
      headerName: `${column.headerName} (Month)`,
      valueGetter: (_value, row: SaleRow) => {
        const month = (row[field] as Date).getMonth();
        return `${String(month + 1).padStart(2, '0')} ${monthNames[month]}`;
      },
    },
  ];
};

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    panelOpen: true,
    model: {
      rows: [{ field: 'orderDate-month' }],
      columns: [{ field: 'channel', sort: 'asc' }],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    },
  },
};

export default function SalesDerivedMonthColumns() {
  return (
    <div style={{ height: 450, width: '100%' }}>
      <DataGridPremium
        rows={saleRows}
        columns={saleColumns}
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={initialState}
        columnGroupHeaderHeight={36}
        showToolbar
        hideFooter
      />
    </div>
  );
}
