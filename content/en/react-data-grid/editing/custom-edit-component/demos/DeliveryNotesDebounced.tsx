import * as React from 'react';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Delivery = {
  id: string;
  recipient: string;
  postcode: string;
  instructions: string;
};

const MAX_LENGTH = 80;

const rows: Delivery[] = [
  {
    id: 'DLV-3101',
    recipient: 'Ines Duarte',
    postcode: '1100-148',
    instructions: 'Leave with the concierge',
  },
  {
    id: 'DLV-3102',
    recipient: 'Tomasz Wojcik',
    postcode: '00-950',
    instructions: 'Ring twice, flat 4B',
  },
  {
    id: 'DLV-3103',
    recipient: 'Amara Okafor',
    postcode: 'EC1A 1BB',
    instructions: '',
  },
  {
    id: 'DLV-3104',
    recipient: 'Lena Fischer',
    postcode: '10115',
    instructions: 'Side gate is open until 6 pm',
  },
  {
    id: 'DLV-3105',
    recipient: 'Kenji Sato',
    postcode: '150-0002',
    instructions: 'Call on arrival',
  },
];

function InstructionsEditCell(props: GridRenderEditCellParams<Delivery, string>) {
  const { id, field, value: valueProp, hasFocus } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);
  // The text shown while typing; the grid's value catches up after the debounce
  const [draft, setDraft] = React.useState(valueProp ?? '');

  React.useEffect(() => {
    setDraft(valueProp ?? '');
  }, [valueProp]);

  React.useEffect(() => {
    if (hasFocus) {
      inputRef.current?.focus();
    }
  }, [hasFocus]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const newValue = event.target.value;
    setDraft(newValue);
    apiRef.current.setEditCellValue({ id, field, value: newValue, debounceMs: 400 });
  };

  const isPending = draft !== (valueProp ?? '');

  return (
    <InputBase
      fullWidth
      inputRef={inputRef}
      value={draft}
      onChange={handleChange}
      slotProps={{
        input: { maxLength: MAX_LENGTH, 'aria-label': 'Delivery instructions' },
      }}
      sx={{ height: '100%', px: 2, fontSize: 'inherit' }}
      endAdornment={
        <Typography
          variant="caption"
          color={isPending ? 'warning.main' : 'text.secondary'}
          sx={{ whiteSpace: 'nowrap', ml: 1 }}
        >
          {draft.length}/{MAX_LENGTH} · {isPending ? 'typing' : 'sent'}
        </Typography>
      }
    />
  );
}

const columns: GridColDef<Delivery>[] = [
  { field: 'id', headerName: 'Delivery', width: 110 },
  { field: 'recipient', headerName: 'Recipient', width: 150 },
  { field: 'postcode', headerName: 'Postcode', width: 110 },
  {
    field: 'instructions',
    headerName: 'Instructions for the courier',
    flex: 1,
    minWidth: 320,
    editable: true,
    renderEditCell: (params) => <InstructionsEditCell {...params} />,
  },
];

export default function DeliveryNotesDebounced() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
