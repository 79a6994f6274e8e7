import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { alpha } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridPreProcessEditCellProps,
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

// The grid hands whatever `processRowUpdate` throws to `onProcessRowUpdateError`,
// so the error carries the id of the row that could not be saved.
class RowSaveError extends Error {
  rowId: GridRowId;

  constructor(rowId: GridRowId, cause: unknown) {
    super(
      cause instanceof GridServerError
        ? `${cause.message} (${cause.status})`
        : 'The save failed.',
    );
    this.rowId = rowId;
  }
}

// Quick checks in the browser; the server applies its own rules on top.
function requireText(params: GridPreProcessEditCellProps) {
  return { ...params.props, error: String(params.props.value ?? '').trim() === '' };
}

function requirePositive(params: GridPreProcessEditCellProps) {
  const value: unknown = params.props.value;
  return { ...params.props, error: typeof value !== 'number' || value < 0 };
}

type Validator = NonNullable<GridColDef<Coffee>['preProcessEditCellProps']>;

const validators: Record<string, Validator> = {
  name: requireText,
  pricePerKg: requirePositive,
  stockKg: requirePositive,
};

const dataColumns: GridColDef<Coffee>[] = coffeeColumns.map((column) => {
  const preProcessEditCellProps = validators[column.field];
  return preProcessEditCellProps ? { ...column, preProcessEditCellProps } : column;
});

interface Failure {
  rowId: GridRowId;
  message: string;
}

export default function CoffeeCatalogRowEditing() {
  const [server] = React.useState(() =>
    createGridServer<Coffee>({
      rows: createCoffees,
      latencyMs: 700,
      validate: checkCoffee,
    }),
  );
  const [rows] = React.useState(createCoffees);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const [failure, setFailure] = React.useState<Failure | null>(null);
  const [alertOpen, setAlertOpen] = React.useState(false);

  const setMode = React.useCallback(
    (id: GridRowId, mode: GridRowModes, ignoreModifications = false) => {
      setRowModesModel((model) => ({
        ...model,
        [id]: { mode, ignoreModifications },
      }));
    },
    [],
  );

  const columns = React.useMemo<GridColDef<Coffee>[]>(
    () => [
      ...dataColumns,
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ id }) =>
          rowModesModel[id]?.mode === GridRowModes.Edit
            ? [
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
                  onClick={() => setMode(id, GridRowModes.View, true)}
                />,
              ]
            : [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditIcon />}
                  label="Edit"
                  onClick={() => setMode(id, GridRowModes.Edit)}
                />,
              ],
      },
    ],
    [rowModesModel, setMode],
  );

  const processRowUpdate = React.useCallback(
    async (newRow: Coffee, _oldRow: Coffee, { rowId }: { rowId: GridRowId }) => {
      try {
        return await server.updateRow(newRow);
      } catch (error) {
        throw new RowSaveError(rowId, error);
      }
    },
    [server],
  );

  const handleProcessRowUpdateError = React.useCallback((error: unknown) => {
    if (error instanceof RowSaveError) {
      setFailure({ rowId: error.rowId, message: error.message });
      setAlertOpen(true);
    }
  }, []);

  const discardChanges = () => {
    if (failure) {
      // Back to view mode without the edits: the row shows its saved values again.
      setMode(failure.rowId, GridRowModes.View, true);
    }
    setAlertOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <div>
        <Button
          size="small"
          variant="outlined"
          onClick={() => server.failNextRequests(1)}
        >
          Make the next save fail
        </Button>
      </div>
      <Box
        sx={(theme) => ({
          height: 400,
          width: '100%',
          // A value the browser already rejects gets a red background.
          '& .MuiDataGrid-cell .Mui-error': {
            backgroundColor: alpha(theme.palette.error.main, 0.15),
          },
        })}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleProcessRowUpdateError}
          hideFooter
        />
      </Box>
      <Snackbar open={alertOpen}>
        <Alert
          severity="error"
          variant="filled"
          action={
            <React.Fragment>
              <Button color="inherit" size="small" onClick={discardChanges}>
                Discard changes
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() => setAlertOpen(false)}
              >
                Keep editing
              </Button>
            </React.Fragment>
          }
        >
          Not saved: {failure?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
