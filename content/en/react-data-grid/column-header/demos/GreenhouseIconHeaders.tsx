import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Battery4BarIcon from '@mui/icons-material/Battery4Bar';
import SensorsIcon from '@mui/icons-material/Sensors';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

function IconHeader(props: { icon: React.ReactNode; label: string; hint: string }) {
  const { icon, label, hint } = props;
  return (
    <Tooltip title={hint}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 500 }}
      >
        {icon}
        {label}
      </Box>
    </Tooltip>
  );
}

const rows = [
  { id: 'GH-01', zone: 'Seedlings', temperature: 24.5, moisture: 62, battery: 91 },
  { id: 'GH-02', zone: 'Tomatoes', temperature: 22.1, moisture: 48, battery: 77 },
  { id: 'GH-03', zone: 'Herbs', temperature: 20.8, moisture: 35, battery: 18 },
  { id: 'GH-04', zone: 'Peppers', temperature: 25.3, moisture: 54, battery: 64 },
];

const columns: GridColDef[] = [
  {
    field: 'id',
    // headerName still labels the column in the filter panel, the columns panel and exports
    headerName: 'Sensor',
    width: 140,
    renderHeader: () => (
      <IconHeader
        icon={<SensorsIcon fontSize="small" />}
        label="Sensor"
        hint="Wireless probe identifier"
      />
    ),
  },
  { field: 'zone', headerName: 'Zone', width: 130 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 150,
    renderHeader: () => (
      <IconHeader
        icon={<ThermostatIcon fontSize="small" color="error" />}
        label="Air °C"
        hint="Air temperature at canopy height"
      />
    ),
  },
  {
    field: 'moisture',
    headerName: 'Soil moisture',
    type: 'number',
    width: 150,
    renderHeader: () => (
      <IconHeader
        icon={<WaterDropIcon fontSize="small" color="info" />}
        label="Soil %"
        hint="Volumetric water content of the soil"
      />
    ),
  },
  {
    field: 'battery',
    headerName: 'Battery',
    type: 'number',
    width: 150,
    renderHeader: () => (
      <IconHeader
        icon={<Battery4BarIcon fontSize="small" color="success" />}
        label="Battery %"
        hint="Remaining battery charge"
      />
    ),
  },
];

export default function GreenhouseIconHeaders() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
