import {
  DataGrid,
  GridCellEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Sample {
  id: number;
  sample: string;
  assay: string;
  note: string;
}

const rows: Sample[] = [
  { id: 1, sample: 'S-0193', assay: 'pH', note: 'Reading stable after 2 min.' },
  {
    id: 2,
    sample: 'S-0194',
    assay: 'Turbidity',
    note: 'Re-run: bubble in cuvette.',
  },
  { id: 3, sample: 'S-0195', assay: 'Nitrate', note: '' },
  { id: 4, sample: 'S-0196', assay: 'Chlorine', note: 'Below detection limit.' },
];

const columns: GridColDef<Sample>[] = [
  { field: 'sample', headerName: 'Sample', width: 100 },
  { field: 'assay', headerName: 'Assay', width: 110, editable: true },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 220, editable: true },
];

// Clicking elsewhere no longer ends editing. Enter and Tab save, Escape cancels.
const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
  if (params.reason === GridCellEditStopReasons.cellFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function LabNotesKeepEditing() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        onCellEditStop={handleCellEditStop}
      />
    </div>
  );
}
