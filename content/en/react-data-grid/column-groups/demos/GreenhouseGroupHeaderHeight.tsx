import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 'north-1',
    zone: 'North bay 1',
    airTemp: 22.4,
    airHumidity: 68,
    soilMoisture: 41,
    soilPh: 6.3,
  },
  {
    id: 'north-2',
    zone: 'North bay 2',
    airTemp: 23.1,
    airHumidity: 64,
    soilMoisture: 37,
    soilPh: 6.5,
  },
  {
    id: 'south-1',
    zone: 'South bay 1',
    airTemp: 25.8,
    airHumidity: 59,
    soilMoisture: 29,
    soilPh: 6.8,
  },
  {
    id: 'south-2',
    zone: 'South bay 2',
    airTemp: 26.2,
    airHumidity: 57,
    soilMoisture: 33,
    soilPh: 6.6,
  },
  {
    id: 'nursery',
    zone: 'Seedling nursery',
    airTemp: 21.0,
    airHumidity: 78,
    soilMoisture: 52,
    soilPh: 6.1,
  },
];

const columns: GridColDef[] = [
  { field: 'zone', headerName: 'Zone', width: 160 },
  { field: 'airTemp', headerName: 'Temp (°C)', type: 'number', width: 110 },
  { field: 'airHumidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  { field: 'soilMoisture', headerName: 'Moisture (%)', type: 'number', width: 130 },
  { field: 'soilPh', headerName: 'pH', type: 'number', width: 80 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'air',
    headerName: 'Air',
    children: [{ field: 'airTemp' }, { field: 'airHumidity' }],
  },
  {
    groupId: 'soil',
    headerName: 'Soil',
    children: [{ field: 'soilMoisture' }, { field: 'soilPh' }],
  },
];

export default function GreenhouseGroupHeaderHeight() {
  const [groupHeaderHeight, setGroupHeaderHeight] = React.useState(32);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320, px: 1 }}>
        <Typography id="greenhouse-group-height-label" variant="body2" gutterBottom>
          columnGroupHeaderHeight: {groupHeaderHeight}px
        </Typography>
        <Slider
          aria-labelledby="greenhouse-group-height-label"
          value={groupHeaderHeight}
          onChange={(_event, value) => setGroupHeaderHeight(value as number)}
          min={24}
          max={72}
          step={4}
          size="small"
        />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          columnHeaderHeight={48}
          columnGroupHeaderHeight={groupHeaderHeight}
          showColumnVerticalBorder
        />
      </Box>
    </Box>
  );
}
