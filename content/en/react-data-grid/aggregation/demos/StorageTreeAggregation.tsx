import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';

type StorageItem = {
  id: number;
  path: string[];
  sizeKb?: number;
  modified?: Date;
};

// Folders have no size or date of their own: the grid computes them from their files.
const items: StorageItem[] = [
  { id: 1, path: ['design'] },
  {
    id: 2,
    path: ['design', 'logo.svg'],
    sizeKb: 48,
    modified: new Date(2025, 2, 4),
  },
  {
    id: 3,
    path: ['design', 'brand-guide.pdf'],
    sizeKb: 5320,
    modified: new Date(2025, 4, 19),
  },
  { id: 4, path: ['design', 'mockups'] },
  {
    id: 5,
    path: ['design', 'mockups', 'home.fig'],
    sizeKb: 18200,
    modified: new Date(2025, 5, 2),
  },
  {
    id: 6,
    path: ['design', 'mockups', 'checkout.fig'],
    sizeKb: 9400,
    modified: new Date(2025, 5, 11),
  },
  { id: 7, path: ['finance'] },
  {
    id: 8,
    path: ['finance', 'q1-report.xlsx'],
    sizeKb: 820,
    modified: new Date(2025, 3, 8),
  },
  {
    id: 9,
    path: ['finance', 'q2-report.xlsx'],
    sizeKb: 910,
    modified: new Date(2025, 6, 9),
  },
  { id: 10, path: ['finance', 'receipts'] },
  {
    id: 11,
    path: ['finance', 'receipts', 'march.zip'],
    sizeKb: 14500,
    modified: new Date(2025, 3, 1),
  },
  {
    id: 12,
    path: ['finance', 'receipts', 'april.zip'],
    sizeKb: 12100,
    modified: new Date(2025, 4, 2),
  },
  { id: 13, path: ['readme.md'], sizeKb: 3, modified: new Date(2025, 0, 15) },
];

const sizeFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const columns: GridColDef<StorageItem>[] = [
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => {
      if (value === null || value === undefined) {
        return '';
      }
      return value >= 1024
        ? `${sizeFormatter.format(value / 1024)} MB`
        : `${sizeFormatter.format(value)} KB`;
    },
  },
  { field: 'modified', headerName: 'Last modified', type: 'date', width: 150 },
];

const getTreeDataPath: DataGridPremiumProps<StorageItem>['getTreeDataPath'] = (
  row,
) => row.path;

const initialState: GridInitialState = {
  aggregation: { model: { sizeKb: 'sum', modified: 'max' } },
};

export default function StorageTreeAggregation() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={items}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
        defaultGroupingExpansionDepth={-1}
        initialState={initialState}
        hideFooter
      />
    </div>
  );
}
