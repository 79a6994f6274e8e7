import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 'TP1350',
    fromAirport: 'LIS',
    departs: '07:40',
    toAirport: 'CPH',
    arrives: '12:15',
    aircraft: 'A320neo',
  },
  {
    id: 'KL1692',
    fromAirport: 'AMS',
    departs: '09:05',
    toAirport: 'MAD',
    arrives: '11:40',
    aircraft: '737-800',
  },
  {
    id: 'SK0543',
    fromAirport: 'CPH',
    departs: '10:20',
    toAirport: 'LHR',
    arrives: '11:25',
    aircraft: 'A320neo',
  },
  {
    id: 'LH1172',
    fromAirport: 'FRA',
    departs: '13:50',
    toAirport: 'LIS',
    arrives: '15:55',
    aircraft: 'A321',
  },
  {
    id: 'AY1411',
    fromAirport: 'HEL',
    departs: '16:10',
    toAirport: 'ARN',
    arrives: '16:15',
    aircraft: 'E190',
  },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'fromAirport', headerName: 'Airport', width: 100 },
  { field: 'departs', headerName: 'Time', width: 90 },
  { field: 'toAirport', headerName: 'Airport', width: 100 },
  { field: 'arrives', headerName: 'Time', width: 90 },
  { field: 'aircraft', headerName: 'Aircraft', width: 110 },
];

// A custom header replaces the default title, tooltip included, so it shows
// the group's description itself
function GroupTitleWithIcon({
  headerName,
  description,
  icon,
}: GridColumnGroupHeaderParams & { icon: React.ReactNode }) {
  return (
    <Tooltip title={description ?? ''}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, overflow: 'hidden' }}
      >
        {icon}
        <Box
          component="span"
          sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {headerName}
        </Box>
      </Box>
    </Tooltip>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'departure',
    headerName: 'Departure',
    description: 'Airport and scheduled time of departure, local time',
    headerAlign: 'center',
    headerClassName: 'departure-group',
    renderHeaderGroup: (params) => (
      <GroupTitleWithIcon
        {...params}
        icon={<FlightTakeoffIcon fontSize="small" />}
      />
    ),
    children: [{ field: 'fromAirport' }, { field: 'departs' }],
  },
  {
    groupId: 'arrival',
    headerName: 'Arrival',
    description: 'Airport and scheduled time of arrival, local time',
    headerAlign: 'center',
    headerClassName: 'arrival-group',
    renderHeaderGroup: (params) => (
      <GroupTitleWithIcon {...params} icon={<FlightLandIcon fontSize="small" />} />
    ),
    children: [{ field: 'toAirport' }, { field: 'arrives' }],
  },
];

export default function FlightBoardGroupHeaders() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        sx={{
          '& .MuiDataGrid-columnHeader.departure-group': {
            bgcolor: 'rgba(25, 118, 210, 0.12)',
          },
          '& .MuiDataGrid-columnHeader.arrival-group': {
            bgcolor: 'rgba(46, 125, 50, 0.12)',
          },
        }}
      />
    </Box>
  );
}
