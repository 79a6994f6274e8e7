import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridFilterModel,
  type GridListViewColDef,
  type GridRenderCellParams,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid-pro';
import { formatDue, loanColumns, loans, type LoanRow } from './library-loans';

function LoanLine(params: GridRenderCellParams<LoanRow>) {
  const { row } = params;
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center', minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {row.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {row.author} · {row.status}, due {formatDue(row.due)}
      </Typography>
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<LoanRow> = {
  field: 'loanLine',
  renderCell: (params) => <LoanLine {...params} />,
};

const sortOptions: Record<string, GridSortModel> = {
  due: [{ field: 'due', sort: 'asc' }],
  title: [{ field: 'title', sort: 'asc' }],
  author: [{ field: 'author', sort: 'asc' }],
};

export default function LoanListSortFilterPage() {
  const [sortBy, setSortBy] = React.useState('due');
  const [search, setSearch] = React.useState('');
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  // The list has no column headers, so sorting and filtering come from the controls above it.
  const filterModel: GridFilterModel = React.useMemo(
    () => ({ items: [], quickFilterValues: search.split(' ').filter(Boolean) }),
    [search],
  );

  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label="Search loans"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          size="small"
          select
          label="Sort by"
          value={sortBy}
          onChange={(event) => setSortBy(event.target.value)}
          sx={{ width: 140 }}
        >
          <MenuItem value="due">Due date</MenuItem>
          <MenuItem value="title">Title</MenuItem>
          <MenuItem value="author">Author</MenuItem>
        </TextField>
      </Stack>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={loans}
          columns={loanColumns}
          listView
          listViewColumn={listViewColumn}
          rowHeight={60}
          sortModel={sortOptions[sortBy]}
          filterModel={filterModel}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </div>
      <Typography variant="body2" role="status">
        {selection.ids.size} {selection.ids.size === 1 ? 'loan' : 'loans'} selected
      </Typography>
    </Stack>
  );
}
