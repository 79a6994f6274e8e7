import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface PortCall {
  id: number;
  vessel: string;
  flag: string;
  berth: string;
  arrival: string;
  departure: string;
  containers: number;
}

const rows: PortCall[] = [
  {
    id: 1,
    vessel: 'Nordic Star',
    flag: 'Norway',
    berth: 'B3',
    arrival: '06:30',
    departure: '18:00',
    containers: 640,
  },
  {
    id: 2,
    vessel: 'Cape Aurora',
    flag: 'Liberia',
    berth: 'B1',
    arrival: '07:15',
    departure: '22:45',
    containers: 1210,
  },
  {
    id: 3,
    vessel: 'Baltic Tern',
    flag: 'Finland',
    berth: 'C2',
    arrival: '09:00',
    departure: '15:30',
    containers: 320,
  },
  {
    id: 4,
    vessel: 'Mar de Prata',
    flag: 'Portugal',
    berth: 'A4',
    arrival: '11:40',
    departure: '23:10',
    containers: 880,
  },
  {
    id: 5,
    vessel: 'Kite Runner',
    flag: 'Malta',
    berth: 'B2',
    arrival: '13:05',
    departure: '20:20',
    containers: 455,
  },
  {
    id: 6,
    vessel: 'Sea Lantern',
    flag: 'Panama',
    berth: 'C1',
    arrival: '16:50',
    departure: '04:15',
    containers: 1580,
  },
];

const columns: GridColDef<PortCall>[] = [
  { field: 'vessel', headerName: 'Vessel', flex: 1, minWidth: 140 },
  { field: 'flag', headerName: 'Flag', width: 110 },
  { field: 'berth', headerName: 'Berth', width: 80 },
  { field: 'arrival', headerName: 'Arrival', width: 90 },
  { field: 'departure', headerName: 'Departure', width: 100 },
  { field: 'containers', headerName: 'Containers', type: 'number', width: 110 },
];

function PortToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Columns">
        {/* The trigger keeps its behaviour and takes the look of a toolbar button */}
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function VesselScheduleColumnsButton() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: PortToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
