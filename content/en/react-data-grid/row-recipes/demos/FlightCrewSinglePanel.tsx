import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  route: string;
  departs: string;
  aircraft: string;
  captain: string;
  firstOfficer: string;
  cabinCrew: number;
}

const rows: Flight[] = [
  {
    id: 'NL 204',
    route: 'Oslo → Lisbon',
    departs: '06:45',
    aircraft: 'A320neo',
    captain: 'Ingrid Solberg',
    firstOfficer: 'Mateo Ruiz',
    cabinCrew: 4,
  },
  {
    id: 'NL 310',
    route: 'Oslo → Reykjavík',
    departs: '08:10',
    aircraft: 'B737-800',
    captain: 'Jonas Berg',
    firstOfficer: 'Aiko Mori',
    cabinCrew: 4,
  },
  {
    id: 'NL 118',
    route: 'Bergen → Amsterdam',
    departs: '09:30',
    aircraft: 'E195-E2',
    captain: 'Leila Haddad',
    firstOfficer: 'Piotr Nowak',
    cabinCrew: 3,
  },
  {
    id: 'NL 452',
    route: 'Oslo → Split',
    departs: '11:55',
    aircraft: 'A321neo',
    captain: 'Rafael Costa',
    firstOfficer: 'Emma Virtanen',
    cabinCrew: 5,
  },
  {
    id: 'NL 087',
    route: 'Trondheim → Oslo',
    departs: '13:20',
    aircraft: 'E195-E2',
    captain: 'Yuki Tanaka',
    firstOfficer: 'Lars Eide',
    cabinCrew: 3,
  },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 180 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'aircraft', headerName: 'Aircraft', width: 120 },
];

const getDetailPanelContent: DataGridProProps<Flight>['getDetailPanelContent'] = ({
  row,
}) => (
  <Box sx={{ px: 7, py: 1.5 }}>
    <Typography variant="body2">
      Captain {row.captain}, first officer {row.firstOfficer}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {row.cabinCrew} cabin crew
    </Typography>
  </Box>
);

const getDetailPanelHeight = () => 72;

export default function FlightCrewSinglePanel() {
  const [expandedRowIds, setExpandedRowIds] = React.useState<Set<GridRowId>>(
    () => new Set(),
  );

  const handleExpandedRowIdsChange = (newIds: Set<GridRowId>) => {
    // Keep only the panel that was just opened; closing works as usual.
    const opened = Array.from(newIds).filter((id) => !expandedRowIds.has(id));
    setExpandedRowIds(opened.length > 0 ? new Set(opened.slice(-1)) : newIds);
  };

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expandedRowIds}
        onDetailPanelExpandedRowIdsChange={handleExpandedRowIdsChange}
        hideFooter
      />
    </div>
  );
}
