import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

type BudgetRow = {
  id: string;
  department: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
  may: number;
  jun: number;
};

const rows: BudgetRow[] = [
  {
    id: 'eng',
    department: 'Engineering',
    jan: 182,
    feb: 176,
    mar: 190,
    apr: 195,
    may: 188,
    jun: 201,
  },
  {
    id: 'mkt',
    department: 'Marketing',
    jan: 64,
    feb: 71,
    mar: 93,
    apr: 58,
    may: 62,
    jun: 110,
  },
  {
    id: 'sales',
    department: 'Sales',
    jan: 97,
    feb: 95,
    mar: 104,
    apr: 99,
    may: 101,
    jun: 112,
  },
  {
    id: 'support',
    department: 'Support',
    jan: 41,
    feb: 40,
    mar: 44,
    apr: 43,
    may: 45,
    jun: 46,
  },
  {
    id: 'ops',
    department: 'Operations',
    jan: 53,
    feb: 49,
    mar: 57,
    apr: 60,
    may: 52,
    jun: 55,
  },
];

// The columns each group hides when collapsed; its total column stays visible
const monthsByQuarter: Record<string, (keyof BudgetRow)[]> = {
  q1: ['jan', 'feb', 'mar'],
  q2: ['apr', 'may', 'jun'],
};

const inThousands = (value: number) => `€${value}k`;

function monthColumn(
  field: keyof BudgetRow,
  headerName: string,
): GridColDef<BudgetRow> {
  return {
    field,
    headerName,
    type: 'number',
    width: 90,
    valueFormatter: inThousands,
  };
}

function totalColumn(quarter: string): GridColDef<BudgetRow> {
  const months = monthsByQuarter[quarter] ?? [];
  return {
    field: `${quarter}Total`,
    headerName: 'Total',
    type: 'number',
    width: 100,
    hideable: false,
    valueGetter: (_value, row) =>
      months.reduce((sum, month) => sum + Number(row[month]), 0),
    valueFormatter: inThousands,
    cellClassName: 'quarter-total',
  };
}

const columns: GridColDef<BudgetRow>[] = [
  { field: 'department', headerName: 'Department', width: 150 },
  monthColumn('jan', 'Jan'),
  monthColumn('feb', 'Feb'),
  monthColumn('mar', 'Mar'),
  totalColumn('q1'),
  monthColumn('apr', 'Apr'),
  monthColumn('may', 'May'),
  monthColumn('jun', 'Jun'),
  totalColumn('q2'),
];

function CollapsibleGroupHeader({
  groupId,
  headerName,
}: GridColumnGroupHeaderParams) {
  const apiRef = useGridApiContext();
  const visibilityModel = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const months = (groupId && monthsByQuarter[groupId]) || [];
  const collapsed = months.every((field) => visibilityModel[field] === false);

  const toggle = () => {
    const nextModel = { ...visibilityModel };
    months.forEach((field) => {
      // Collapsing hides the months; expanding shows them again
      nextModel[field] = collapsed;
    });
    apiRef.current.setColumnVisibilityModel(nextModel);
  };

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflow: 'hidden' }}
    >
      <Box component="span" sx={{ fontWeight: 500 }}>
        {headerName}
      </Box>
      <IconButton
        size="small"
        onClick={toggle}
        aria-label={
          collapsed
            ? `Show the months of ${headerName}`
            : `Hide the months of ${headerName}`
        }
        aria-expanded={!collapsed}
      >
        {collapsed ? (
          <ChevronRightIcon fontSize="small" />
        ) : (
          <ChevronLeftIcon fontSize="small" />
        )}
      </IconButton>
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'q1',
    headerName: 'Q1',
    renderHeaderGroup: (params) => <CollapsibleGroupHeader {...params} />,
    children: [
      { field: 'jan' },
      { field: 'feb' },
      { field: 'mar' },
      { field: 'q1Total' },
    ],
  },
  {
    groupId: 'q2',
    headerName: 'Q2',
    renderHeaderGroup: (params) => <CollapsibleGroupHeader {...params} />,
    children: [
      { field: 'apr' },
      { field: 'may' },
      { field: 'jun' },
      { field: 'q2Total' },
    ],
  },
];

export default function CollapsibleBudgetQuarters() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        '& .quarter-total': { fontWeight: 600 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        initialState={{
          columns: { columnVisibilityModel: { apr: false, may: false, jun: false } },
        }}
        showColumnVerticalBorder
        disableRowSelectionOnClick
      />
    </Box>
  );
}
