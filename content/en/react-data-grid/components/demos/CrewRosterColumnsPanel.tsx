import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColumnsPanel,
  gridColumnLookupSelector,
  gridColumnVisibilityModelSelector,
  isLeaf,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
  type GridColDef,
  type GridColumnGroup,
  type GridColumnGroupingModel,
  type GridColumnNode,
  type GridSlotProps,
} from '@mui/x-data-grid';

type CrewMember = {
  id: number;
  name: string;
  role: string;
  base: string;
  flight: string;
  departs: string;
  hoursThisMonth: number;
  restDays: number;
};

const rows: CrewMember[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    role: 'Captain',
    base: 'LIS',
    flight: 'TP 1352',
    departs: '06:40',
    hoursThisMonth: 71,
    restDays: 8,
  },
  {
    id: 2,
    name: 'Jonas Berglund',
    role: 'First officer',
    base: 'ARN',
    flight: 'SK 905',
    departs: '07:15',
    hoursThisMonth: 64,
    restDays: 9,
  },
  {
    id: 3,
    name: 'Priya Raman',
    role: 'Purser',
    base: 'LIS',
    flight: 'TP 1352',
    departs: '06:40',
    hoursThisMonth: 58,
    restDays: 10,
  },
  {
    id: 4,
    name: 'Mateo Giménez',
    role: 'Cabin crew',
    base: 'MAD',
    flight: 'IB 3170',
    departs: '09:05',
    hoursThisMonth: 49,
    restDays: 11,
  },
  {
    id: 5,
    name: 'Chloé Marchand',
    role: 'Cabin crew',
    base: 'CDG',
    flight: 'AF 1496',
    departs: '11:30',
    hoursThisMonth: 55,
    restDays: 9,
  },
  {
    id: 6,
    name: 'Kenji Watanabe',
    role: 'First officer',
    base: 'MAD',
    flight: 'IB 3170',
    departs: '09:05',
    hoursThisMonth: 77,
    restDays: 7,
  },
];

const columns: GridColDef<CrewMember>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 130 },
  { field: 'base', headerName: 'Base', width: 80 },
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'departs', headerName: 'Departs', width: 90 },
  { field: 'hoursThisMonth', headerName: 'Hours', type: 'number', width: 90 },
  { field: 'restDays', headerName: 'Rest days', type: 'number', width: 100 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'member',
    headerName: 'Crew member',
    children: [{ field: 'name' }, { field: 'role' }, { field: 'base' }],
  },
  {
    groupId: 'duty',
    headerName: 'Next duty',
    children: [{ field: 'flight' }, { field: 'departs' }],
  },
  {
    groupId: 'limits',
    headerName: 'Duty limits',
    children: [{ field: 'hoursThisMonth' }, { field: 'restDays' }],
  },
];

function collectFields(node: GridColumnNode, fields: string[] = []): string[] {
  if (isLeaf(node)) {
    fields.push(node.field);
  } else {
    node.children.forEach((child) => collectFields(child, fields));
  }
  return fields;
}

function GroupToggle({ group }: { group: GridColumnGroup }) {
  const apiRef = useGridApiContext();
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const lookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const fields = collectFields(group);
  const shownCount = fields.filter((field) => visibility[field] !== false).length;

  const setGroupVisibility = (visible: boolean) => {
    const nextModel = { ...visibility };
    fields.forEach((field) => {
      nextModel[field] = visible;
    });
    apiRef.current.setColumnVisibilityModel(nextModel);
  };

  return (
    <Box>
      <FormControlLabel
        label={group.headerName ?? group.groupId}
        control={
          <Checkbox
            size="small"
            checked={shownCount === fields.length}
            indeterminate={shownCount > 0 && shownCount < fields.length}
            onChange={(event) => setGroupVisibility(event.target.checked)}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', pl: 3 }}>
        {fields.map((field) => (
          <FormControlLabel
            key={field}
            label={lookup[field]?.headerName ?? field}
            control={
              <Checkbox
                size="small"
                checked={visibility[field] !== false}
                onChange={(event) =>
                  apiRef.current.setColumnVisibility(field, event.target.checked)
                }
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}

function GroupedColumnsPanel(props: GridSlotProps['columnsPanel']) {
  const rootProps = useGridRootProps();
  const groups = rootProps.columnGroupingModel;

  // Without column groups, fall back to the grid's own panel.
  if (!groups) {
    return <GridColumnsPanel {...props} />;
  }

  return (
    <Box sx={{ px: 2, py: 1, minWidth: 240 }}>
      <Typography variant="overline" component="p">
        Columns by group
      </Typography>
      {groups.map((group) => (
        <GroupToggle key={group.groupId} group={group} />
      ))}
    </Box>
  );
}

export default function CrewRosterColumnsPanel() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showToolbar
        slots={{ columnsPanel: GroupedColumnsPanel }}
        hideFooter
      />
    </div>
  );
}
