import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreIcon from '@mui/icons-material/Restore';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowClassNameParams,
  type GridRowId,
} from '@mui/x-data-grid';

type StockLine = {
  id: string;
  product: string;
  location: string;
  counted: number;
  expected: number;
};

type PendingChange = {
  // The row as it was before the first unsaved change
  original: StockLine;
  action: 'update' | 'delete';
};

const initialRows: StockLine[] = [
  {
    id: 'SKU-1001',
    product: 'Oat milk, 1 l',
    location: 'Aisle 3',
    counted: 48,
    expected: 50,
  },
  {
    id: 'SKU-1002',
    product: 'Rye bread',
    location: 'Bakery',
    counted: 12,
    expected: 12,
  },
  {
    id: 'SKU-1003',
    product: 'Free-range eggs, 10',
    location: 'Aisle 1',
    counted: 30,
    expected: 36,
  },
  {
    id: 'SKU-1004',
    product: 'Basmati rice, 2 kg',
    location: 'Aisle 5',
    counted: 22,
    expected: 20,
  },
  {
    id: 'SKU-1005',
    product: 'Olive oil, 750 ml',
    location: 'Aisle 5',
    counted: 15,
    expected: 18,
  },
  {
    id: 'SKU-1006',
    product: 'Greek yoghurt',
    location: 'Chiller',
    counted: 40,
    expected: 40,
  },
  {
    id: 'SKU-1007',
    product: 'Dark chocolate',
    location: 'Aisle 7',
    counted: 64,
    expected: 60,
  },
];

// Stands in for a request to your server
const saveToServer = (changes: Record<GridRowId, PendingChange>) =>
  new Promise<number>((resolve) => {
    setTimeout(() => resolve(Object.keys(changes).length), 800);
  });

export default function StockTakeBulkSave() {
  const [rows, setRows] = React.useState(initialRows);
  const [pending, setPending] = React.useState<Record<GridRowId, PendingChange>>({});
  const [saving, setSaving] = React.useState(false);
  const [message, setMessage] = React.useState('No unsaved changes');

  const pendingCount = Object.keys(pending).length;

  // Keep the edit in the rows, and remember the original row to allow discarding it
  const processRowUpdate = (newRow: StockLine, oldRow: StockLine) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    setPending((prev) => ({
      ...prev,
      [newRow.id]: {
        original: prev[newRow.id]?.original ?? oldRow,
        action: prev[newRow.id]?.action ?? 'update',
      },
    }));
    setMessage('Unsaved changes');
    return newRow;
  };

  const markForDeletion = React.useCallback((row: StockLine) => {
    setPending((prev) => ({
      ...prev,
      [row.id]: { original: prev[row.id]?.original ?? row, action: 'delete' },
    }));
    setMessage('Unsaved changes');
  }, []);

  const discardRow = React.useCallback(
    (id: GridRowId) => {
      const change = pending[id];
      if (!change) {
        return;
      }
      setRows((prevRows) =>
        prevRows.map((row) => (row.id === id ? change.original : row)),
      );
      setPending((prev) => {
        const { [id]: _discarded, ...rest } = prev;
        return rest;
      });
    },
    [pending],
  );

  const discardAll = () => {
    setRows((prevRows) => prevRows.map((row) => pending[row.id]?.original ?? row));
    setPending({});
    setMessage('Changes discarded');
  };

  const saveAll = async () => {
    setSaving(true);
    const savedCount = await saveToServer(pending);
    setRows((prevRows) =>
      prevRows.filter((row) => pending[row.id]?.action !== 'delete'),
    );
    setPending({});
    setSaving(false);
    setMessage(`${savedCount} ${savedCount === 1 ? 'row' : 'rows'} saved`);
  };

  const columns = React.useMemo<GridColDef<StockLine>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 90,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="discard"
            icon={<RestoreIcon />}
            label="Discard changes to this row"
            disabled={!pending[id]}
            onClick={() => discardRow(id)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            disabled={pending[id]?.action === 'delete'}
            onClick={() => markForDeletion(row)}
          />,
        ],
      },
      { field: 'id', headerName: 'SKU', width: 100 },
      {
        field: 'product',
        headerName: 'Product',
        flex: 1,
        minWidth: 170,
        editable: true,
      },
      { field: 'location', headerName: 'Location', width: 110, editable: true },
      {
        field: 'counted',
        headerName: 'Counted',
        type: 'number',
        width: 100,
        editable: true,
      },
      { field: 'expected', headerName: 'Expected', type: 'number', width: 100 },
    ],
    [pending, discardRow, markForDeletion],
  );

  const getRowClassName = React.useCallback(
    ({ id }: GridRowClassNameParams) => {
      const change = pending[id];
      if (!change) {
        return '';
      }
      return change.action === 'delete' ? 'row--deleted' : 'row--edited';
    },
    [pending],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<SaveIcon />}
          loading={saving}
          loadingPosition="start"
          disabled={pendingCount === 0}
          onClick={saveAll}
        >
          Save {pendingCount > 0 ? pendingCount : ''}
        </Button>
        <Button
          size="small"
          startIcon={<RestoreIcon />}
          disabled={pendingCount === 0 || saving}
          onClick={discardAll}
        >
          Discard all
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {saving ? 'Saving…' : message}
        </Typography>
      </Stack>
      <div style={{ height: 430, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={getRowClassName}
          isCellEditable={(params) => pending[params.id]?.action !== 'delete'}
          loading={saving}
          disableRowSelectionOnClick
          hideFooter
          sx={{
            '& .row--edited': { bgcolor: 'rgba(255, 193, 7, 0.16)' },
            '& .row--deleted': {
              bgcolor: 'rgba(211, 47, 47, 0.1)',
              color: 'text.disabled',
              textDecoration: 'line-through',
            },
          }}
        />
      </div>
    </Stack>
  );
}
