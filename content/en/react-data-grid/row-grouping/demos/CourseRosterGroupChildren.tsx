import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  getGroupRowIdFromPath,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Enrolment {
  id: number;
  course: string;
  participant: string;
  email: string;
  paid: boolean;
}

const courses = ['Pottery basics', 'Watercolour', 'Bread baking'];
const people = [
  'Ada Brennan',
  'Bilal Haddad',
  'Chloé Martin',
  'Dev Patel',
  'Eun-ji Park',
  'Femi Adeyemi',
  'Greta Holm',
  'Hugo Costa',
  'Isla Murray',
  'Jakub Novak',
  'Keiko Sato',
  'Liam Walsh',
];

const rows: Enrolment[] = people.map((participant, index) => ({
  id: index + 1,
  course: courses[(index * 2 + Math.floor(index / 3)) % courses.length] ?? '',
  participant,
  email: `${participant.split(' ')[0]?.toLowerCase()}@example.com`,
  paid: index % 3 !== 1,
}));

const columns: GridColDef<Enrolment>[] = [
  { field: 'course', headerName: 'Course', width: 150 },
  { field: 'participant', headerName: 'Participant', width: 150, groupable: false },
  { field: 'email', headerName: 'Email', width: 190, groupable: false },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

export default function CourseRosterGroupChildren() {
  const apiRef = useGridApiRef();
  const [course, setCourse] = React.useState(courses[0] ?? '');
  const [followGrid, setFollowGrid] = React.useState(true);
  const [recipients, setRecipients] = React.useState<string | null>(null);

  const listRecipients = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const ids = api.getRowGroupChildren({
      groupId: getGroupRowIdFromPath([{ field: 'course', key: course }]),
      applyFiltering: followGrid,
      applySorting: followGrid,
    });
    const emails = ids.map((id) => api.getRow<Enrolment>(id)?.email).filter(Boolean);
    setRecipients(emails.length > 0 ? emails.join(', ') : 'no rows');
  };

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <FormControl size="small" sx={{ width: 190 }}>
          <InputLabel id="roster-course-label">Course</InputLabel>
          <Select
            labelId="roster-course-label"
            label="Course"
            value={course}
            onChange={(event) => setCourse(event.target.value)}
          >
            {courses.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={followGrid}
              onChange={(event) => setFollowGrid(event.target.checked)}
            />
          }
          label="Apply the grid's filter and sort"
        />
        <Button size="small" variant="outlined" onClick={listRecipients}>
          List emails
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['course'] },
            columns: { columnVisibilityModel: { course: false } },
            filter: {
              filterModel: {
                items: [{ field: 'paid', operator: 'is', value: 'true' }],
              },
            },
            sorting: { sortModel: [{ field: 'participant', sort: 'desc' }] },
          }}
          hideFooter
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        Recipients: {recipients ?? 'press List emails'}
      </Typography>
    </Stack>
  );
}
