import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  customer: string;
  amount: number;
  due: string;
  internalNote: string;
  paymentLink: string;
}

const rows: Invoice[] = [
  {
    id: 1,
    number: 'INV-0412',
    customer: 'Harbour Bakery',
    amount: 420,
    due: '2025-06-30',
    internalNote: 'Pays late',
    paymentLink: 'https://pay.example.com/0412',
  },
  {
    id: 2,
    number: 'INV-0413',
    customer: 'Lindqvist Design',
    amount: 960,
    due: '2025-07-04',
    internalNote: 'Discount agreed',
    paymentLink: 'https://pay.example.com/0413',
  },
  {
    id: 3,
    number: 'INV-0414',
    customer: 'Okafor Clinics',
    amount: 275.5,
    due: '2025-07-11',
    internalNote: '',
    paymentLink: 'https://pay.example.com/0414',
  },
  {
    id: 4,
    number: 'INV-0415',
    customer: 'Pine Street Gym',
    amount: 180,
    due: '2025-07-15',
    internalNote: 'New customer',
    paymentLink: 'https://pay.example.com/0415',
  },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
  { field: 'due', headerName: 'Due', width: 110 },
  { field: 'internalNote', headerName: 'Internal note', width: 150 },
  {
    field: 'paymentLink',
    headerName: 'Payment link',
    width: 220,
    disableExport: true,
  },
];

type ColumnChoice = 'visible' | 'all' | 'fields';

const optionsByChoice: Record<ColumnChoice, GridCsvExportOptions> = {
  visible: {},
  all: { allColumns: true },
  fields: { fields: ['number', 'internalNote', 'amount'] },
};

export default function InvoiceExportedColumns() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState<ColumnChoice>('visible');
  const [preview, setPreview] = React.useState('');
  const options = optionsByChoice[choice];

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const update = () => setPreview(api.getDataAsCsv(options));
    update();
    // Refresh the preview when the user hides or shows a column.
    return api.subscribeEvent('columnVisibilityModelChange', () =>
      requestAnimationFrame(update),
    );
  }, [apiRef, options]);

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControl>
          <FormLabel id="invoice-columns-label">Columns to export</FormLabel>
          <RadioGroup
            row
            aria-labelledby="invoice-columns-label"
            value={choice}
            onChange={(event) => setChoice(event.target.value as ColumnChoice)}
          >
            <FormControlLabel
              value="visible"
              control={<Radio />}
              label="Visible (default)"
            />
            <FormControlLabel value="all" control={<Radio />} label="allColumns" />
            <FormControlLabel value="fields" control={<Radio />} label="fields" />
          </RadioGroup>
        </FormControl>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.exportDataAsCsv({ ...options, fileName: 'invoices' })
          }
        >
          Download invoices.csv
        </Button>
      </Stack>
      <div style={{ height: 270, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          initialState={{
            columns: { columnVisibilityModel: { internalNote: false } },
          }}
        />
      </div>
      <Box
        component="pre"
        role="region"
        aria-label="Invoice CSV preview"
        sx={{ m: 0, p: 1, fontSize: 12, overflowX: 'auto', bgcolor: 'action.hover' }}
      >
        {preview}
      </Box>
    </Stack>
  );
}
