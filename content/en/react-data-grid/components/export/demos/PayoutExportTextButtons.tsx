import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface Payout {
  id: number;
  seller: string;
  country: string;
  orders: number;
  payout: number;
}

const rows: Payout[] = [
  { id: 1, seller: 'Atelier Brun', country: 'France', orders: 38, payout: 1240.5 },
  {
    id: 2,
    seller: 'Kaffeerösterei Hild',
    country: 'Germany',
    orders: 112,
    payout: 3875,
  },
  { id: 3, seller: 'Casa Ondina', country: 'Spain', orders: 21, payout: 610.25 },
  { id: 4, seller: 'Nordic Wool Co.', country: 'Norway', orders: 57, payout: 2190 },
  { id: 5, seller: 'Ceramiche Alba', country: 'Italy', orders: 44, payout: 1502.8 },
];

const columns: GridColDef<Payout>[] = [
  { field: 'seller', headerName: 'Seller', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100 },
  { field: 'payout', headerName: 'Payout (€)', type: 'number', width: 130 },
];

function PayoutToolbar() {
  return (
    <Toolbar>
      {/* The default element is a text button (the baseButton slot). */}
      <ExportCsv
        size="small"
        startIcon={<DownloadIcon />}
        options={{ fileName: 'payouts', delimiter: ';', utf8WithBom: true }}
      >
        CSV for Excel (;)
      </ExportCsv>
      {/* `render` swaps the button for your own element. */}
      <ExportPrint
        options={{ fileName: 'Seller payouts' }}
        render={<Button size="small" variant="outlined" startIcon={<PrintIcon />} />}
      >
        Print payouts
      </ExportPrint>
    </Toolbar>
  );
}

export default function PayoutExportTextButtons() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: PayoutToolbar }}
        showToolbar
      />
    </div>
  );
}
