import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { saleColumns, saleRows } from './regional-sales';

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'product' }],
      columns: [
        { field: 'region', sort: 'asc' },
        { field: 'orderDate-quarter', sort: 'asc' },
      ],
      values: [
        { field: 'units', aggFunc: 'sum' },
        { field: 'revenue', aggFunc: 'sum' },
      ],
    },
  },
};

// Narrower generated columns, and a short header that names the quarter.
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (
  field,
  columnGroupPath,
) => ({
  width: field === 'units' ? 80 : 110,
  headerName: `${columnGroupPath[columnGroupPath.length - 1]} ${field === 'units' ? 'units' : 'revenue'}`,
});

export default function SalesStickyColumnGroups() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={saleRows}
        columns={saleColumns}
        initialState={initialState}
        pivotingColDef={pivotingColDef}
        columnGroupHeaderHeight={36}
        showToolbar
        hideFooter
        sx={{
          // Keep each column group's label in view while scrolling sideways.
          '& .MuiDataGrid-columnHeader--filledGroup': {
            '& .MuiDataGrid-columnHeaderTitleContainer': { overflow: 'visible' },
            '& .MuiDataGrid-columnHeaderTitleContainerContent': {
              position: 'sticky',
              left: 8,
            },
          },
        }}
      />
    </div>
  );
}
