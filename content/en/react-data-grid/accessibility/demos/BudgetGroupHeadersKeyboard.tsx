import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface BudgetLine {
  id: number;
  team: string;
  janPlan: number;
  janActual: number;
  febPlan: number;
  febActual: number;
  marPlan: number;
  marActual: number;
}

const rows: BudgetLine[] = [
  {
    id: 1,
    team: 'Design',
    janPlan: 42,
    janActual: 39,
    febPlan: 42,
    febActual: 44,
    marPlan: 45,
    marActual: 43,
  },
  {
    id: 2,
    team: 'Engineering',
    janPlan: 180,
    janActual: 176,
    febPlan: 180,
    febActual: 188,
    marPlan: 190,
    marActual: 185,
  },
  {
    id: 3,
    team: 'Marketing',
    janPlan: 65,
    janActual: 71,
    febPlan: 60,
    febActual: 58,
    marPlan: 75,
    marActual: 79,
  },
  {
    id: 4,
    team: 'Support',
    janPlan: 38,
    janActual: 37,
    febPlan: 38,
    febActual: 40,
    marPlan: 40,
    marActual: 39,
  },
];

const money = (
  field: keyof BudgetLine,
  headerName: string,
): GridColDef<BudgetLine> => ({
  field,
  headerName,
  type: 'number',
  width: 95,
  valueFormatter: (value: number) => `€${value}k`,
});

const columns: GridColDef<BudgetLine>[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  money('janPlan', 'Plan'),
  money('janActual', 'Actual'),
  money('febPlan', 'Plan'),
  money('febActual', 'Actual'),
  money('marPlan', 'Plan'),
  money('marActual', 'Actual'),
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'q1',
    headerName: 'First quarter',
    children: [
      {
        groupId: 'jan',
        headerName: 'January',
        children: [{ field: 'janPlan' }, { field: 'janActual' }],
      },
      {
        groupId: 'feb',
        headerName: 'February',
        children: [{ field: 'febPlan' }, { field: 'febActual' }],
      },
      {
        groupId: 'mar',
        headerName: 'March',
        children: [{ field: 'marPlan' }, { field: 'marActual' }],
      },
    ],
  },
];

export default function BudgetGroupHeadersKeyboard() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="First-quarter budget by team"
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        hideFooter
      />
    </div>
  );
}
