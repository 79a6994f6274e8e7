import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

interface Loan {
  id: number;
  title: string;
  branch: string;
  genre: string;
  format: string;
  daysOut: number;
}

const titles = [
  'The Salt Road',
  'Harbour Lights',
  'A Field Guide to Moss',
  'Counting Stars',
  'The Glass Orchard',
  'Winter Ferry',
  'Small Engines',
  'The Cartographer',
  'Paper Kites',
  'Night Trains of Europe',
  'The Quiet Garden',
  'Iron and Linen',
];
const branches = ['Central', 'Riverside', 'Hillcrest'];
const genres = ['Fiction', 'Travel', 'Nature', 'Crafts'];
const formats = ['Hardback', 'Paperback', 'Audiobook'];

const rows: Loan[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  title: titles[index % titles.length] ?? '',
  branch: branches[(index * 2 + Math.floor(index / 6)) % branches.length] ?? '',
  genre: genres[(index * 3) % genres.length] ?? '',
  format: formats[(index + Math.floor(index / 3)) % formats.length] ?? '',
  daysOut: ((index * 7) % 27) + 1,
}));

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180, groupable: false },
  { field: 'branch', headerName: 'Branch', width: 120 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'format', headerName: 'Format', width: 120 },
  { field: 'daysOut', headerName: 'Days out', type: 'number', width: 100 },
];

const criteria = [
  { field: 'branch', label: 'Branch' },
  { field: 'genre', label: 'Genre' },
  { field: 'format', label: 'Format' },
];

export default function LibraryLoansControlledGrouping() {
  const [rowGroupingModel, setRowGroupingModel] =
    React.useState<GridRowGroupingModel>(['branch']);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        value={rowGroupingModel}
        onChange={(_event, newModel: string[]) => setRowGroupingModel(newModel)}
        aria-label="Group loans by"
      >
        {criteria.map((criterion) => (
          <ToggleButton key={criterion.field} value={criterion.field}>
            {criterion.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={(newModel) => setRowGroupingModel(newModel)}
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        <code>rowGroupingModel</code>:{' '}
        <code>{JSON.stringify(rowGroupingModel)}</code>
      </Typography>
    </Stack>
  );
}
