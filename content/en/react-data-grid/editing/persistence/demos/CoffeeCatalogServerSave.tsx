import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { createGridServer, GridServerError } from '@demo-kit/data-grid-server';
import {
  checkCoffee,
  coffeeColumns,
  createCoffees,
  type Coffee,
} from './coffee-catalog';

interface Notice {
  severity: 'success' | 'error';
  message: string;
}

export default function CoffeeCatalogServerSave() {
  // One fake server per demo: it keeps its own copy of the rows and checks every save.
  const [server] = React.useState(() =>
    createGridServer<Coffee>({
      rows: createCoffees,
      latencyMs: 700,
      validate: checkCoffee,
    }),
  );
  const [rows] = React.useState(createCoffees);
  const [notice, setNotice] = React.useState<Notice>({
    severity: 'success',
    message: '',
  });
  const [noticeOpen, setNoticeOpen] = React.useState(false);

  const notify = React.useCallback((next: Notice) => {
    setNotice(next);
    setNoticeOpen(true);
  }, []);

  const processRowUpdate = React.useCallback(
    async (newRow: Coffee, oldRow: Coffee) => {
      // Leaving a cell without changing it is not worth a request.
      if (JSON.stringify(newRow) === JSON.stringify(oldRow)) {
        return oldRow;
      }
      // A rejection (422 or 503) propagates: the grid keeps the saved row.
      const savedRow = await server.updateRow(newRow);
      notify({ severity: 'success', message: `${savedRow.name} saved.` });
      // The grid shows the row the server returns.
      return savedRow;
    },
    [server, notify],
  );

  const handleProcessRowUpdateError = React.useCallback(
    (error: unknown) => {
      const message =
        error instanceof GridServerError
          ? `Not saved (${error.status}): ${error.message}`
          : 'Not saved: the request failed.';
      notify({ severity: 'error', message });
    },
    [notify],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => server.failNextRequests(1)}
        >
          Make the next save fail
        </Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={coffeeColumns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleProcessRowUpdateError}
          hideFooter
        />
      </div>
      <Snackbar
        open={noticeOpen}
        autoHideDuration={notice.severity === 'success' ? 2500 : null}
        onClose={() => setNoticeOpen(false)}
      >
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={() => setNoticeOpen(false)}
        >
          {notice.message}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
