import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import {
  createGridServer,
  type GridServerLogEntry,
} from '@demo-kit/data-grid-server';

interface StoredObject {
  id: string;
  path: string[];
  sizeMb: number;
  owner: string;
}

const teams = ['Design', 'Marketing', 'Research', 'Video'];
const owners = ['Ines Duarte', 'Kwame Mensah', 'Yuki Tanaka', 'Rosa Alvarez'];
const ownerAt = (index: number) => owners[index % owners.length] ?? '';
const projects = ['Spring launch', 'Brand refresh', 'Customer study'];
const files = ['brief.pdf', 'assets.zip', 'review-notes.md', 'final-cut.mp4'];

// 4 team folders, 12 project folders and 48 files, computed from their indexes.
function createObjects(): StoredObject[] {
  const objects: StoredObject[] = [];
  teams.forEach((team, teamIndex) => {
    objects.push({ id: team, path: [team], sizeMb: 0, owner: ownerAt(teamIndex) });
    projects.forEach((project, projectIndex) => {
      const owner = ownerAt(teamIndex + projectIndex);
      objects.push({
        id: `${team}/${project}`,
        path: [team, project],
        sizeMb: 0,
        owner,
      });
      files.forEach((file, fileIndex) => {
        const sizeMb =
          ((teamIndex + 1) * 37 + (projectIndex + 1) * 11 + fileIndex * 53) % 240;
        objects.push({
          id: `${team}/${project}/${file}`,
          path: [team, project, file],
          sizeMb: sizeMb + 1,
          owner: ownerAt(teamIndex + fileIndex),
        });
      });
    });
  });
  return objects;
}

const columns: GridColDef[] = [
  {
    field: 'sizeMb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value ? `${value} MB` : '—'),
  },
  { field: 'owner', headerName: 'Owner', width: 160 },
];

const groupingColDef = { headerName: 'Object', width: 280 };

export default function LazyStorageBucketTree() {
  const [server] = React.useState(() =>
    createGridServer<StoredObject>({
      rows: createObjects,
      treePath: (row) => row.path,
      latencyMs: 700,
    }),
  );
  const [log, setLog] = React.useState<GridServerLogEntry[]>([]);

  React.useEffect(
    () =>
      server.subscribe((entry) => {
        setLog((previous) =>
          [entry, ...previous.filter((item) => item.id !== entry.id)].slice(0, 3),
        );
      }),
    [server],
  );

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params: GridGetRowsParams) => {
        const page = await server.getLevel({
          groupKeys: params.groupKeys ?? [],
          filterModel: params.filterModel,
          sortModel: params.sortModel,
        });
        return { rows: page.rows, rowCount: page.rowCount };
      },
      // The key of a row inside its parent, and how many rows sit below it on the server.
      getGroupKey: (row) => String(row.group),
      getChildrenCount: (row) => Number(row.descendantCount),
    }),
    [server],
  );

  return (
    <Stack spacing={1}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          treeData
          dataSource={dataSource}
          columns={columns}
          groupingColDef={groupingColDef}
          disableColumnFilter
          density="compact"
        />
      </div>
      <Typography
        variant="caption"
        component="div"
        role="log"
        aria-label="Request log"
      >
        {log.length === 0
          ? 'No request yet.'
          : log.map((entry) => (
              <div key={entry.id}>
                {entry.request} — {entry.status}
                {entry.durationMs === undefined
                  ? ''
                  : ` in ${Math.round(entry.durationMs)} ms`}
              </div>
            ))}
      </Typography>
    </Stack>
  );
}
