import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
} from '@mui/x-data-grid';

interface RegionTarget {
  id: number;
  region: string;
  lead: string;
  q1: number;
  q2: number;
  q3: number;
}

const rows: RegionTarget[] = [
  { id: 1, region: 'Nordics', lead: 'Sigrid Holm', q1: 420, q2: 460, q3: 390 },
  { id: 2, region: 'Benelux', lead: 'Pieter de Vries', q1: 510, q2: 530, q3: 555 },
  { id: 3, region: 'Iberia', lead: 'Lucía Navarro', q1: 300, q2: 345, q3: 410 },
  { id: 4, region: 'Baltics', lead: 'Jonas Kazlauskas', q1: 180, q2: 195, q3: 210 },
  { id: 5, region: 'Alpine', lead: 'Nina Gruber', q1: 390, q2: 370, q3: 405 },
];

const columns: GridColDef<RegionTarget>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'lead', headerName: 'Lead', width: 160, editable: true },
  { field: 'q1', headerName: 'Q1 (k€)', type: 'number', width: 100, editable: true },
  { field: 'q2', headerName: 'Q2 (k€)', type: 'number', width: 100, editable: true },
  { field: 'q3', headerName: 'Q3 (k€)', type: 'number', width: 100, editable: true },
];

const editableFields = columns
  .filter((column) => column.editable)
  .map((column) => column.field);

interface SelectedCell {
  id: GridRowId;
  field: string;
}

// Clicking a button outside the grid counts as leaving the cell. Ignore that
// reason so that only the buttons, Enter, Tab and Escape end editing.
const keepEditingOnFocusOut: GridEventListener<'cellEditStop'> = (params, event) => {
  if (params.reason === GridCellEditStopReasons.cellFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

// Keep the focus in the cell when a button is pressed.
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

export default function RegionTargetsCellModes() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const [selected, setSelected] = React.useState<SelectedCell | null>(null);

  const handleCellFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    const field = event.currentTarget.dataset.field;
    const id = event.currentTarget.parentElement?.dataset.id;
    if (field && id) {
      setSelected({ id, field });
    }
  };

  const mode = selected
    ? (cellModesModel[selected.id]?.[selected.field]?.mode ?? GridCellModes.View)
    : GridCellModes.View;
  const canEdit = selected !== null && editableFields.includes(selected.field);

  const setSelectedMode = (props: GridCellModesModel[GridRowId][string]) => {
    if (!selected) {
      return;
    }
    const { id, field } = selected;
    setCellModesModel((prev) => ({
      ...prev,
      [id]: { ...prev[id], [field]: props },
    }));
  };

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          variant="outlined"
          disabled={!canEdit || mode === GridCellModes.Edit}
          onMouseDown={keepFocus}
          onClick={() => setSelectedMode({ mode: GridCellModes.Edit })}
        >
          Edit
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={mode !== GridCellModes.Edit}
          onMouseDown={keepFocus}
          onClick={() => setSelectedMode({ mode: GridCellModes.View })}
        >
          Save
        </Button>
        <Button
          size="small"
          disabled={mode !== GridCellModes.Edit}
          onMouseDown={keepFocus}
          onClick={() =>
            setSelectedMode({ mode: GridCellModes.View, ignoreModifications: true })
          }
        >
          Cancel
        </Button>
        <Typography variant="body2" color="text.secondary">
          {selected
            ? `Selected: row ${selected.id}, ${selected.field}`
            : 'Select a cell'}
        </Typography>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          cellModesModel={cellModesModel}
          onCellModesModelChange={(model) => setCellModesModel(model)}
          onCellEditStop={keepEditingOnFocusOut}
          slotProps={{ cell: { onFocus: handleCellFocus } }}
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        <code>cellModesModel</code>: <code>{JSON.stringify(cellModesModel)}</code>
      </Typography>
    </Stack>
  );
}
