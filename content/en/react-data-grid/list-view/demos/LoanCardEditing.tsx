import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataGridPro,
  useGridApiContext,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import {
  formatDue,
  loanColumns,
  loans,
  type LoanRow,
  type LoanStatus,
} from './library-loans';

const statuses: LoanStatus[] = ['On loan', 'Overdue', 'Returned'];

function EditLoanDialog(props: {
  row: LoanRow;
  open: boolean;
  onClose: () => void;
}) {
  const { row, open, onClose } = props;
  const apiRef = useGridApiContext();
  const [borrower, setBorrower] = React.useState(row.borrower);
  const [status, setStatus] = React.useState<LoanStatus>(row.status);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The grid's own editing does not run in list view: update the row directly.
    apiRef.current.updateRows([{ ...row, borrower, status }]);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit}>
        <DialogTitle>Edit loan: {row.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Borrower"
              required
              value={borrower}
              onChange={(event) => setBorrower(event.target.value)}
            />
            <TextField
              select
              label="Status"
              value={status}
              onChange={(event) => setStatus(event.target.value as LoanStatus)}
            >
              {statuses.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function EditableLoanCard(params: GridRenderCellParams<LoanRow>) {
  const { row } = params;
  const [editing, setEditing] = React.useState(false);

  return (
    <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center' }}>
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.status} · {row.borrower}, due {formatDue(row.due)}
        </Typography>
      </Stack>
      <IconButton
        aria-label={`Edit loan of ${row.title}`}
        onClick={(event) => {
          event.stopPropagation();
          setEditing(true);
        }}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      {editing ? (
        <EditLoanDialog row={row} open={editing} onClose={() => setEditing(false)} />
      ) : null}
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<LoanRow> = {
  field: 'editableLoan',
  renderCell: (params) => <EditableLoanCard {...params} />,
};

export default function LoanCardEditing() {
  return (
    <div style={{ height: 420, width: '100%', maxWidth: 480 }}>
      <DataGridPro
        rows={loans}
        columns={loanColumns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
      />
    </div>
  );
}
