import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { createGridServer, GridServerError } from '@demo-kit/data-grid-server';
import {
  checkCoffee,
  coffeeColumns,
  createCoffees,
  type Coffee,
} from './coffee-catalog';

function messageOf(error: unknown): string {
  return error instanceof GridServerError
    ? `${error.message} (${error.status})`
    : 'The request failed.';
}

export default function CoffeeCatalogAddDelete() {
  const [server] = React.useState(() =>
    createGridServer<Coffee>({
      rows: createCoffees,
      latencyMs: 700,
      validate: checkCoffee,
    }),
  );
  const [rows, setRows] = React.useState<Coffee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [reloads, setReloads] = React.useState(0);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  // Rows added in the browser that the server has not stored yet.
  const [newRowIds, setNewRowIds] = React.useState<ReadonlySet<GridRowId>>(
    new Set(),
  );
  const [deleting, setDeleting] = React.useState<ReadonlySet<GridRowId>>(new Set());
  const [error, setError] = React.useState<string | null>(null);
  const nextId = React.useRef(100);

  // Load the catalogue, again after each click on "Reload from server".
  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    server
      .getRows({ sortModel: [{ field: 'name', sort: 'asc' }] }, controller.signal)
      .then((page) => {
        setRows(page.rows);
        setRowModesModel({});
        setNewRowIds(new Set());
        setLoading(false);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) {
          setError(messageOf(reason));
          setLoading(false);
        }
      });
    // A newer load or unmounting cancels this one, so its answer never lands.
    return () => controller.abort();
  }, [server, reloads]);

  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setRowModesModel((model) => ({ ...model, [id]: { mode, ignoreModifications } }));

  const addCoffee = () => {
    const id = nextId.current;
    nextId.current += 1;
    const draft: Coffee = {
      id,
      name: '',
      origin: 'Brazil',
      roast: 'Medium',
      pricePerKg: 20,
      stockKg: 0,
      roastedOn: new Date(2025, 5, 30),
    };
    setRows((current) => [draft, ...current]);
    setNewRowIds((current) => new Set(current).add(id));
    setRowModesModel((model) => ({
      ...model,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' },
    }));
  };

  const cancelEdit = (id: GridRowId) => {
    if (newRowIds.has(id)) {
      // The server never saw this row: just drop it.
      setRows((current) => current.filter((row) => row.id !== id));
      setNewRowIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
      return;
    }
    setMode(id, GridRowModes.View, true);
  };

  const deleteCoffee = async (id: GridRowId) => {
    setDeleting((current) => new Set(current).add(id));
    try {
      await server.deleteRow(id);
      setRows((current) => current.filter((row) => row.id !== id));
    } catch (reason) {
      setError(`Not deleted: ${messageOf(reason)}`);
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const processRowUpdate = async (newRow: Coffee) => {
    const isNew = newRowIds.has(newRow.id);
    const savedRow = isNew
      ? await server.insertRow(newRow)
      : await server.updateRow(newRow);
    // Keep the `rows` state in step with the grid, or the next render would bring back the old values.
    setRows((current) =>
      current.map((row) => (row.id === savedRow.id ? savedRow : row)),
    );
    if (isNew) {
      setNewRowIds((current) => {
        const next = new Set(current);
        next.delete(savedRow.id);
        return next;
      });
    }
    return savedRow;
  };

  const columns: GridColDef<Coffee>[] = [
    ...coffeeColumns,
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label="Save"
              onClick={() => setMode(id, GridRowModes.View)}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CloseIcon />}
              label="Cancel"
              onClick={() => cancelEdit(id)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label="Edit"
            disabled={deleting.has(id)}
            onClick={() => setMode(id, GridRowModes.Edit)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            disabled={deleting.has(id)}
            onClick={() => deleteCoffee(id)}
          />,
        ];
      },
    },
  ];

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={addCoffee}
          disabled={loading}
        >
          Add coffee
        </Button>
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={() => setReloads((count) => count + 1)}
        >
          Reload from server
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => server.failNextRequests(1)}
        >
          Make the next request fail
        </Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(reason: unknown) =>
            setError(`Not saved: ${messageOf(reason)}`)
          }
          hideFooter
        />
      </div>
      <Snackbar
        open={error !== null}
        autoHideDuration={6000}
        onClose={() => setError(null)}
      >
        <Alert severity="error" variant="filled" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
