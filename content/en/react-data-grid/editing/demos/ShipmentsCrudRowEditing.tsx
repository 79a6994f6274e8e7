import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { inputBaseClasses } from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  GridEditDateCell,
  GridEditInputCell,
  GridRowEditStopReasons,
  GridRowModes,
  gridClasses,
  type GridColDef,
  type GridEventListener,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  destination: string;
  carrier: string;
  weightKg: number | null;
  shipDate: Date | null;
  deliverBy: Date | null;
  isNew?: boolean;
}

const initialRows: Shipment[] = [
  {
    id: 1,
    reference: 'SH-1041',
    destination: 'Rotterdam',
    carrier: 'Northwind Freight',
    weightKg: 320,
    shipDate: new Date(2025, 5, 2),
    deliverBy: new Date(2025, 5, 5),
  },
  {
    id: 2,
    reference: 'SH-1042',
    destination: 'Gdańsk',
    carrier: 'Bluefin Cargo',
    weightKg: 85.5,
    shipDate: new Date(2025, 5, 3),
    deliverBy: new Date(2025, 5, 9),
  },
  {
    id: 3,
    reference: 'SH-1043',
    destination: 'Lyon',
    carrier: 'Swift Parcel',
    weightKg: 12,
    shipDate: new Date(2025, 5, 3),
    deliverBy: new Date(2025, 5, 4),
  },
  {
    id: 4,
    reference: 'SH-1044',
    destination: 'Bilbao',
    carrier: 'Northwind Freight',
    weightKg: 640,
    shipDate: new Date(2025, 5, 6),
    deliverBy: new Date(2025, 5, 12),
  },
  {
    id: 5,
    reference: 'SH-1045',
    destination: 'Tallinn',
    carrier: 'Bluefin Cargo',
    weightKg: 210,
    shipDate: new Date(2025, 5, 9),
    deliverBy: new Date(2025, 5, 16),
  },
];

const CARRIERS = ['Bluefin Cargo', 'Northwind Freight', 'Swift Parcel'];

// Shows the message kept in `error` in a tooltip, and gives the input a boolean.
function withErrorTooltip(
  params: GridRenderEditCellParams,
  renderInput: (props: GridRenderEditCellParams) => React.ReactNode,
) {
  const { error, ...other } = params;
  const message = typeof error === 'string' ? error : '';
  return (
    <Tooltip
      open={message !== ''}
      title={message}
      placement="bottom-start"
      slotProps={{
        tooltip: { sx: { bgcolor: 'error.main', color: 'error.contrastText' } },
      }}
    >
      {/* The tooltip needs an element that takes a ref: wrap the edit cell. */}
      <Box sx={{ display: 'flex', width: '100%', height: '100%' }}>
        {renderInput({ ...other, error: message !== '' })}
      </Box>
    </Tooltip>
  );
}

const renderTextEditCell = (params: GridRenderEditCellParams) =>
  withErrorTooltip(params, (props) => <GridEditInputCell {...props} />);

const renderDateEditCell = (params: GridRenderEditCellParams) =>
  withErrorTooltip(params, (props) => <GridEditDateCell {...props} />);

const isBlank = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === '';

// Fields that must be filled in before a row can be saved.
const REQUIRED: { field: keyof Shipment; label: string }[] = [
  { field: 'reference', label: 'Reference' },
  { field: 'destination', label: 'Destination' },
  { field: 'weightKg', label: 'Weight' },
  { field: 'shipDate', label: 'Ships' },
];

export default function ShipmentsCrudRowEditing() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const [error, setError] = React.useState<string | null>(null);
  const nextId = React.useRef(101);

  const handleAdd = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((prev) => [
      {
        id,
        reference: '',
        destination: '',
        carrier: 'Northwind Freight',
        weightKg: null,
        shipDate: null,
        deliverBy: null,
        isNew: true,
      },
      ...prev,
    ]);
    setRowModesModel((prev) => ({
      ...prev,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'reference' },
    }));
  };

  const columns = React.useMemo<GridColDef<Shipment>[]>(() => {
    const setMode = (id: GridRowId, props: GridRowModesModel[GridRowId]) =>
      setRowModesModel((prev) => ({ ...prev, [id]: props }));

    const handleCancel = (id: GridRowId) => {
      setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
      // A row that was never saved disappears on cancel.
      setRows((prev) => prev.filter((row) => !(row.id === id && row.isNew)));
      setError(null);
    };

    return [
      {
        field: 'reference',
        headerName: 'Reference',
        width: 110,
        editable: true,
        renderEditCell: renderTextEditCell,
        preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
          const valid = /^SH-\d{4}$/.test(String(params.props.value ?? ''));
          return {
            ...params.props,
            error: valid ? null : 'Use SH- and four digits.',
          };
        },
      },
      {
        field: 'destination',
        headerName: 'Destination',
        width: 120,
        editable: true,
        renderEditCell: renderTextEditCell,
        preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
          ...params.props,
          error: isBlank(params.props.value) ? 'Enter a destination.' : null,
        }),
      },
      {
        field: 'carrier',
        headerName: 'Carrier',
        type: 'singleSelect',
        valueOptions: CARRIERS,
        width: 150,
        editable: true,
      },
      {
        field: 'weightKg',
        headerName: 'Weight (kg)',
        type: 'number',
        width: 110,
        editable: true,
        renderEditCell: renderTextEditCell,
        preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
          const value = params.props.value;
          const valid = typeof value === 'number' && value > 0 && value <= 1000;
          return { ...params.props, error: valid ? null : 'From 0.1 to 1,000 kg.' };
        },
      },
      {
        field: 'shipDate',
        headerName: 'Ships',
        type: 'date',
        width: 130,
        editable: true,
      },
      {
        field: 'deliverBy',
        headerName: 'Deliver by',
        type: 'date',
        width: 130,
        editable: true,
        renderEditCell: renderDateEditCell,
        // In row editing, `otherFieldsProps` holds the values being typed in the
        // other cells of the row. This callback runs again when any of them changes.
        preProcessEditCellProps: (
          params: GridPreProcessEditCellProps<Date | null, Shipment>,
        ) => {
          const deliverBy = params.props.value;
          const shipDate: unknown =
            params.otherFieldsProps?.shipDate?.value ?? params.row.shipDate;
          const tooEarly =
            deliverBy instanceof Date &&
            shipDate instanceof Date &&
            deliverBy.getTime() < shipDate.getTime();
          return {
            ...params.props,
            error: tooEarly ? 'Must be on or after the ship date.' : null,
          };
        },
      },
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
                color="primary"
                onClick={() => setMode(id, { mode: GridRowModes.View })}
              />,
              <GridActionsCellItem
                key="cancel"
                icon={<CloseIcon />}
                label="Cancel"
                onClick={() => handleCancel(id)}
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="edit"
              icon={<EditIcon />}
              label="Edit"
              onClick={() => setMode(id, { mode: GridRowModes.Edit })}
            />,
            <GridActionsCellItem
              key="delete"
              icon={<DeleteOutlinedIcon />}
              label="Delete"
              onClick={() => setRows((prev) => prev.filter((row) => row.id !== id))}
            />,
          ];
        },
      },
    ];
  }, [rowModesModel]);

  // Leaving the row does not save it: use Save, Enter, or Cancel and Escape.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const processRowUpdate = (newRow: Shipment) => {
    // Cells the user never touched were not validated: check them on save.
    const missing = REQUIRED.filter(({ field }) => isBlank(newRow[field]));
    if (missing.length > 0) {
      throw new Error(
        `Fill in ${missing.map(({ label }) => label).join(', ')} before saving.`,
      );
    }
    const savedRow = { ...newRow, isNew: false };
    setRows((prev) => prev.map((row) => (row.id === savedRow.id ? savedRow : row)));
    setError(null);
    return savedRow;
  };

  return (
    <Stack spacing={1}>
      <div>
        <Button size="small" startIcon={<AddIcon />} onClick={handleAdd}>
          Add shipment
        </Button>
      </div>
      <Box
        sx={(theme) => ({
          height: 400,
          width: '100%',
          [`& .${gridClasses.cell} .${inputBaseClasses.error}`]: {
            backgroundColor: alpha(theme.palette.error.main, 0.12),
            color: theme.palette.error.main,
          },
        })}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={(model) => setRowModesModel(model)}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(thrown: unknown) =>
            setError(thrown instanceof Error ? thrown.message : String(thrown))
          }
          hideFooter
        />
      </Box>
      {error && (
        <Alert severity="warning" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
