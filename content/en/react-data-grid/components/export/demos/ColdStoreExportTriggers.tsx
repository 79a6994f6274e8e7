import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface ColdStoreItem {
  id: number;
  lot: string;
  product: string;
  room: string;
  pallets: number;
  tempC: number;
}

const rows: ColdStoreItem[] = [
  {
    id: 1,
    lot: 'L-5501',
    product: 'Blueberries',
    room: 'Chiller 1',
    pallets: 14,
    tempC: 2,
  },
  {
    id: 2,
    lot: 'L-5502',
    product: 'Salmon fillets',
    room: 'Freezer 2',
    pallets: 6,
    tempC: -22,
  },
  {
    id: 3,
    lot: 'L-5507',
    product: 'Greek yoghurt',
    room: 'Chiller 2',
    pallets: 9,
    tempC: 4,
  },
  {
    id: 4,
    lot: 'L-5510',
    product: 'Peas',
    room: 'Freezer 1',
    pallets: 21,
    tempC: -18,
  },
  {
    id: 5,
    lot: 'L-5512',
    product: 'Tulip bulbs',
    room: 'Chiller 1',
    pallets: 3,
    tempC: 5,
  },
  {
    id: 6,
    lot: 'L-5518',
    product: 'Ice cream',
    room: 'Freezer 2',
    pallets: 11,
    tempC: -25,
  },
];

const columns: GridColDef<ColdStoreItem>[] = [
  { field: 'lot', headerName: 'Lot', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'room', headerName: 'Room', width: 120 },
  { field: 'pallets', headerName: 'Pallets', type: 'number', width: 90 },
  { field: 'tempC', headerName: 'Temp. (°C)', type: 'number', width: 110 },
];

function ColdStoreToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download as CSV">
        <ExportCsv
          render={<ToolbarButton />}
          aria-label="Download as CSV"
          options={{ fileName: 'cold-store', escapeFormulas: false }}
        >
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint
          render={<ToolbarButton />}
          aria-label="Print"
          options={{ fileName: 'Cold store' }}
        >
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ColdStoreExportTriggers() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: ColdStoreToolbar }}
        showToolbar
      />
    </div>
  );
}
