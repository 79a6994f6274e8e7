import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Shipment {
  id: string;
  destination: string;
  carrier: string;
  parcels: number;
  status: 'Draft' | 'Booked' | 'In transit' | 'Delivered';
  sender: string;
  recipient: string;
  contents: string;
}

const rows: Shipment[] = [
  {
    id: 'SH-1001',
    destination: 'Rotterdam',
    carrier: 'Northline',
    parcels: 4,
    status: 'In transit',
    sender: 'Kessler Tools, Hall 3, Bremen',
    recipient: 'Van Dijk Hardware, Havenweg 12',
    contents: 'Cordless drills, spare batteries',
  },
  {
    id: 'SH-1002',
    destination: 'Lyon',
    carrier: 'RapidPost',
    parcels: 1,
    status: 'Delivered',
    sender: 'Atelier Morel, Paris',
    recipient: 'Boutique Fil & Aiguille, Rue Mercière 8',
    contents: 'Fabric samples',
  },
  {
    id: 'SH-1003',
    destination: 'Gdańsk',
    carrier: 'BlueVan',
    parcels: 12,
    status: 'Booked',
    sender: 'Nordic Paper Mill, Gävle',
    recipient: 'Drukarnia Bałtyk, ul. Długa 40',
    contents: 'Paper rolls, 80 g/m²',
  },
  {
    id: 'SH-1004',
    destination: 'Porto',
    carrier: 'Cargo Express',
    parcels: 2,
    status: 'In transit',
    sender: 'Casa Verde Seeds, Valencia',
    recipient: 'Quinta do Rio, Rua das Flores 3',
    contents: 'Seed trays, irrigation kit',
  },
  {
    id: 'SH-1005',
    destination: 'Bergen',
    carrier: 'Northline',
    parcels: 6,
    status: 'Draft',
    sender: 'Alpine Outfitters, Innsbruck',
    recipient: '',
    contents: '',
  },
  {
    id: 'SH-1006',
    destination: 'Graz',
    carrier: 'RapidPost',
    parcels: 3,
    status: 'Delivered',
    sender: 'Brauhaus Supplies, Munich',
    recipient: 'Gasthof Lindenhof, Sporgasse 21',
    contents: 'Glassware, bar mats',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 110 },
];

// Defined outside the component, so the grid receives the same function on every render.
const getDetailPanelContent: DataGridProProps<Shipment>['getDetailPanelContent'] = ({
  row,
}) => {
  // Drafts have no details yet: returning null disables their toggle.
  if (row.status === 'Draft') {
    return null;
  }
  return (
    <Box sx={{ px: 7, py: 1.5 }}>
      <Stack direction="row" spacing={4}>
        <div>
          <Typography variant="caption" color="text.secondary">
            From
          </Typography>
          <Typography variant="body2">{row.sender}</Typography>
        </div>
        <div>
          <Typography variant="caption" color="text.secondary">
            To
          </Typography>
          <Typography variant="body2">{row.recipient}</Typography>
        </div>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Contents: {row.contents}
      </Typography>
    </Box>
  );
};

const getDetailPanelHeight = () => 110;

export default function ShipmentDetailPanels() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
