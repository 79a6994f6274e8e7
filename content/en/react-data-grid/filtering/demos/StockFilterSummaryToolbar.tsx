import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  FilterPanelTrigger,
  gridFilteredTopLevelRowCountSelector,
  gridFilterModelSelector,
  gridRowCountSelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface StockItem {
  id: string;
  name: string;
  category: string;
  quantity: number;
  aisle: string;
}

const rows: StockItem[] = [
  {
    id: 'HW-1001',
    name: 'Cordless drill 18 V',
    category: 'Tools',
    quantity: 14,
    aisle: 'A1',
  },
  {
    id: 'HW-1002',
    name: 'Spirit level 60 cm',
    category: 'Tools',
    quantity: 32,
    aisle: 'A1',
  },
  {
    id: 'HW-1003',
    name: 'Claw hammer',
    category: 'Tools',
    quantity: 41,
    aisle: 'A2',
  },
  {
    id: 'HW-2001',
    name: 'Wood screws 4×40 (200)',
    category: 'Fixings',
    quantity: 120,
    aisle: 'B1',
  },
  {
    id: 'HW-2002',
    name: 'Wall plugs 6 mm (100)',
    category: 'Fixings',
    quantity: 86,
    aisle: 'B1',
  },
  {
    id: 'HW-2003',
    name: 'Hex bolts M10 (50)',
    category: 'Fixings',
    quantity: 9,
    aisle: 'B2',
  },
  {
    id: 'HW-3001',
    name: 'Interior paint, white 5 L',
    category: 'Paint',
    quantity: 23,
    aisle: 'C1',
  },
  {
    id: 'HW-3002',
    name: 'Masking tape 25 mm',
    category: 'Paint',
    quantity: 64,
    aisle: 'C1',
  },
  {
    id: 'HW-3003',
    name: 'Roller set 230 mm',
    category: 'Paint',
    quantity: 6,
    aisle: 'C2',
  },
  {
    id: 'HW-4001',
    name: 'Garden hose 25 m',
    category: 'Garden',
    quantity: 12,
    aisle: 'D1',
  },
  {
    id: 'HW-4002',
    name: 'Pruning shears',
    category: 'Garden',
    quantity: 27,
    aisle: 'D1',
  },
  {
    id: 'HW-4003',
    name: 'Compost 40 L',
    category: 'Garden',
    quantity: 3,
    aisle: 'D2',
  },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 190 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Tools', 'Fixings', 'Paint', 'Garden'],
    width: 110,
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'aisle', headerName: 'Aisle', width: 80 },
];

function StockToolbar() {
  const apiRef = useGridApiContext();
  // Selectors read the grid's state; useGridSelector re-renders on change
  const shownCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const totalCount = useGridSelector(apiRef, gridRowCountSelector);
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);

  const item = filterModel.items[0];
  const hasValue =
    item !== undefined && item.value !== undefined && item.value !== '';
  const description = hasValue
    ? ` · ${apiRef.current.getColumn(item.field).headerName ?? item.field} ${item.operator} ${String(item.value)}`
    : '';

  return (
    <Toolbar>
      <Typography
        variant="body2"
        sx={{ flex: 1, px: 1 }}
        role="status"
        aria-live="polite"
      >
        Showing {shownCount} of {totalCount} items{description}
      </Typography>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <Badge color="primary" variant="dot" invisible={!hasValue}>
            <FilterListIcon fontSize="small" />
          </Badge>
        </FilterPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function StockFilterSummaryToolbar() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: StockToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'category', operator: 'is', value: 'Paint' }],
            },
          },
        }}
      />
    </div>
  );
}
