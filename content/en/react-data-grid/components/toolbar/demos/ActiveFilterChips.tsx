import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridColumnLookupSelector,
  gridFilterActiveItemsSelector,
  useGridApiContext,
  useGridSelector,
  type GridFilterItem,
} from '@mui/x-data-grid-pro';
import { stockColumns, stockRows } from './stock-rows';

const operatorLabels: Record<string, string> = {
  contains: 'contains',
  equals: 'is',
  is: 'is',
  not: 'is not',
  isAnyOf: 'is any of',
  '>': '>',
  '>=': '≥',
  '<': '<',
  '<=': '≤',
  '=': '=',
  '!=': '≠',
};

function formatValue(value: GridFilterItem['value']): string {
  if (Array.isArray(value)) {
    return value.join(', ');
  }
  return value === undefined || value === null ? '' : String(value);
}

function FilterChipsToolbar() {
  const apiRef = useGridApiContext();
  const activeFilters = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);

  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
        {activeFilters.map((item) => {
          const header = columnLookup[item.field]?.headerName ?? item.field;
          const operator = operatorLabels[item.operator] ?? item.operator;
          return (
            <Chip
              key={item.id ?? item.field}
              size="small"
              label={`${header} ${operator} ${formatValue(item.value)}`}
              onDelete={() => apiRef.current.deleteFilterItem(item)}
            />
          );
        })}
      </Stack>
    </Toolbar>
  );
}

export default function ActiveFilterChips() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={stockRows}
        columns={stockColumns}
        slots={{ toolbar: FilterChipsToolbar }}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [
                {
                  id: 1,
                  field: 'category',
                  operator: 'isAnyOf',
                  value: ['Fasteners', 'Safety'],
                },
                { id: 2, field: 'onHand', operator: '>', value: 100 },
              ],
            },
          },
        }}
      />
    </div>
  );
}
