import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGridPro,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { formatDue, loanColumns, loans, type LoanRow } from './library-loans';

function CompactLoan(params: GridRenderCellParams<LoanRow>) {
  const { row } = params;
  return (
    <Stack sx={{ height: '100%', justifyContent: 'center', minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {row.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {row.status} · {row.borrower}, due {formatDue(row.due)}
      </Typography>
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<LoanRow> = {
  field: 'compactLoan',
  renderCell: (params) => <CompactLoan {...params} />,
};

export default function ResponsiveLoanList() {
  const theme = useTheme();
  // true when the browser window is narrower than the `md` breakpoint (900px by default).
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {isSmallScreen ? 'Narrow window: list view' : 'Wide window: grid view'}
      </Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={loans}
          columns={loanColumns}
          listView={isSmallScreen}
          listViewColumn={listViewColumn}
          rowHeight={isSmallScreen ? 64 : 52}
        />
      </div>
    </Stack>
  );
}
