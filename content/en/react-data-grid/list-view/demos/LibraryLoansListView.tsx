import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import {
  DataGridPro,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { formatDue, loanColumns, loans, type LoanRow } from './library-loans';

const statusColor = {
  'On loan': 'primary',
  Overdue: 'error',
  Returned: 'default',
} as const;

function LoanCard(params: GridRenderCellParams<LoanRow>) {
  const { row } = params;
  return (
    <Stack direction="row" spacing={2} sx={{ height: '100%', alignItems: 'center' }}>
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.author} · {row.borrower}, due {formatDue(row.due)}
        </Typography>
      </Stack>
      <Chip size="small" label={row.status} color={statusColor[row.status]} />
    </Stack>
  );
}

// The only column the grid renders in list view.
const listViewColumn: GridListViewColDef<LoanRow> = {
  field: 'loanCard',
  renderCell: (params) => <LoanCard {...params} />,
};

export default function LibraryLoansListView() {
  const [view, setView] = React.useState<'list' | 'grid'>('list');
  const isListView = view === 'list';

  return (
    <Stack spacing={1} sx={{ maxWidth: 520 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, newView: 'list' | 'grid' | null) => {
          if (newView) {
            setView(newView);
          }
        }}
        aria-label="Layout"
        sx={{ alignSelf: 'flex-end' }}
      >
        <ToggleButton value="list" sx={{ gap: 0.5 }}>
          <ViewListIcon fontSize="small" /> List
        </ToggleButton>
        <ToggleButton value="grid" sx={{ gap: 0.5 }}>
          <ViewModuleIcon fontSize="small" /> Grid
        </ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={loans}
          columns={loanColumns}
          listView={isListView}
          listViewColumn={listViewColumn}
          rowHeight={isListView ? 64 : 52}
        />
      </div>
    </Stack>
  );
}
