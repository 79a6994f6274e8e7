import * as React from 'react';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  GridCellEditStopReasons,
  useGridApiContext,
  type GridColDef,
  type GridEventListener,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type ReturnRequest = {
  id: string;
  product: string;
  reason: string;
  notes: string;
};

const rows: ReturnRequest[] = [
  {
    id: 'RMA-2041',
    product: 'Trail running shoes',
    reason: 'Wrong size',
    notes: 'Customer wants the same model in 43.\nExchange approved, label sent.',
  },
  {
    id: 'RMA-2042',
    product: 'Espresso machine',
    reason: 'Defective',
    notes: 'Pump makes a grinding noise after two weeks.',
  },
  {
    id: 'RMA-2043',
    product: 'Wool blanket',
    reason: 'Changed mind',
    notes: '',
  },
  {
    id: 'RMA-2044',
    product: 'Bluetooth speaker',
    reason: 'Damaged in transit',
    notes:
      'Photos attached to the ticket.\nCourier claim opened.\nRefund on hold until the claim closes.',
  },
];

function NotesEditCell(props: GridRenderEditCellParams<ReturnRequest, string>) {
  const { id, field, value, colDef, hasFocus } = props;
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState(value ?? '');
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);
  const [textarea, setTextarea] = React.useState<HTMLTextAreaElement | null>(null);

  // The textarea lives in a portal, so it exists only after the popper has mounted
  React.useEffect(() => {
    if (hasFocus && textarea) {
      textarea.focus();
      textarea.setSelectionRange(textarea.value.length, textarea.value.length);
    }
  }, [hasFocus, textarea]);

  const handleChange = (event: React.ChangeEvent<HTMLTextAreaElement>) => {
    setDraft(event.target.value);
    apiRef.current.setEditCellValue({
      id,
      field,
      value: event.target.value,
      debounceMs: 200,
    });
  };

  return (
    <div style={{ alignSelf: 'stretch', width: '100%', position: 'relative' }}>
      {/* A thin anchor along the top edge of the cell: the popper covers the cell */}
      <div
        ref={setAnchorEl}
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: colDef.computedWidth,
          height: 1,
        }}
      />
      {anchorEl && (
        <Popper
          open
          anchorEl={anchorEl}
          placement="bottom-start"
          style={{ zIndex: 1300 }}
        >
          <Paper
            elevation={3}
            sx={{ p: 1, width: colDef.computedWidth, boxSizing: 'border-box' }}
          >
            <InputBase
              multiline
              minRows={4}
              maxRows={10}
              fullWidth
              value={draft}
              onChange={handleChange}
              inputRef={setTextarea}
              inputProps={{ 'aria-label': 'Resolution notes' }}
              sx={{ fontSize: 14 }}
            />
          </Paper>
        </Popper>
      )}
    </div>
  );
}

const columns: GridColDef<ReturnRequest>[] = [
  { field: 'id', headerName: 'Return', width: 110 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'reason', headerName: 'Reason', width: 150 },
  {
    field: 'notes',
    headerName: 'Resolution notes',
    flex: 1,
    minWidth: 300,
    editable: true,
    renderCell: (params) => (
      <div style={{ whiteSpace: 'pre-line', lineHeight: 1.5 }}>{params.value}</div>
    ),
    renderEditCell: (params) => <NotesEditCell {...params} />,
  },
];

const isKeyboardEvent = (event: object): event is React.KeyboardEvent =>
  'key' in event;

// Enter adds a new line; Ctrl+Enter or ⌘+Enter saves
const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
  if (params.reason !== GridCellEditStopReasons.enterKeyDown) {
    return;
  }
  if (isKeyboardEvent(event) && !event.ctrlKey && !event.metaKey) {
    event.defaultMuiPrevented = true;
  }
};

export default function ReturnNotesMultiline() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        onCellEditStop={handleCellEditStop}
        hideFooter
        sx={{ '& .MuiDataGrid-cell': { py: 1.5 } }}
      />
    </div>
  );
}
