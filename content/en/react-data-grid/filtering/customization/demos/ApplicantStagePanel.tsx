import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const stages = ['Applied', 'Phone screen', 'Interview', 'Offer', 'Hired'];

interface Applicant {
  id: number;
  name: string;
  position: string;
  stage: string;
}

const rows: Applicant[] = [
  { id: 1, name: 'Yusuf Demir', position: 'Backend developer', stage: 'Interview' },
  { id: 2, name: 'Hana Kobayashi', position: 'Product designer', stage: 'Applied' },
  { id: 3, name: 'Olivia Brennan', position: 'Backend developer', stage: 'Offer' },
  { id: 4, name: 'Mateo Silva', position: 'Data analyst', stage: 'Phone screen' },
  { id: 5, name: 'Aisha Bello', position: 'Product designer', stage: 'Interview' },
  { id: 6, name: 'Lukas Novak', position: 'Support lead', stage: 'Hired' },
  { id: 7, name: 'Sofia Marino', position: 'Data analyst', stage: 'Applied' },
  {
    id: 8,
    name: 'Arjun Mehta',
    position: 'Backend developer',
    stage: 'Phone screen',
  },
  { id: 9, name: 'Elena Popescu', position: 'Support lead', stage: 'Interview' },
];

// Replaces the whole filter panel: one chip per stage
function StageFilterPanel() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);

  const stageItem = filterModel.items.find(
    (item) => item.field === 'stage' && item.operator === 'isAnyOf',
  );
  const selected: string[] = Array.isArray(stageItem?.value) ? stageItem.value : [];

  const toggleStage = (stage: string) => {
    const next = selected.includes(stage)
      ? selected.filter((value) => value !== stage)
      : [...selected, stage];
    apiRef.current.setFilterModel({
      ...filterModel,
      items:
        next.length > 0
          ? [{ field: 'stage', operator: 'isAnyOf', value: next }]
          : [],
    });
  };

  return (
    <Box sx={{ p: 2, width: 320 }}>
      <Typography variant="subtitle2" id="stage-filter-title" gutterBottom>
        Show applicants in these stages
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-labelledby="stage-filter-title"
      >
        {stages.map((stage) => {
          const isOn = selected.includes(stage);
          return (
            <Chip
              key={stage}
              label={stage}
              color={isOn ? 'primary' : 'default'}
              variant={isOn ? 'filled' : 'outlined'}
              aria-pressed={isOn}
              onClick={() => toggleStage(stage)}
            />
          );
        })}
      </Stack>
      <Button
        size="small"
        sx={{ mt: 2 }}
        disabled={selected.length === 0}
        onClick={() => apiRef.current.setFilterModel({ ...filterModel, items: [] })}
      >
        Show every stage
      </Button>
    </Box>
  );
}

const columns: GridColDef<Applicant>[] = [
  // The custom panel only filters by stage, so the other column menus
  // do not offer "Filter"
  {
    field: 'name',
    headerName: 'Applicant',
    flex: 1,
    minWidth: 160,
    filterable: false,
  },
  { field: 'position', headerName: 'Position', width: 170, filterable: false },
  {
    field: 'stage',
    headerName: 'Stage',
    type: 'singleSelect',
    valueOptions: stages,
    width: 140,
  },
];

export default function ApplicantStagePanel() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ filterPanel: StageFilterPanel }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                {
                  field: 'stage',
                  operator: 'isAnyOf',
                  value: ['Interview', 'Offer'],
                },
              ],
            },
          },
        }}
      />
    </div>
  );
}
