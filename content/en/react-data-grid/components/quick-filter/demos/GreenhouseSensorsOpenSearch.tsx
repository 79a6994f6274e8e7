import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface SensorReading {
  id: number;
  sensor: string;
  house: string;
  crop: string;
  temperature: number;
  humidity: number;
}

const rows: SensorReading[] = [
  {
    id: 1,
    sensor: 'GH1-T01',
    house: 'Greenhouse 1',
    crop: 'Tomatoes',
    temperature: 24.1,
    humidity: 68,
  },
  {
    id: 2,
    sensor: 'GH1-T02',
    house: 'Greenhouse 1',
    crop: 'Tomatoes',
    temperature: 25.3,
    humidity: 64,
  },
  {
    id: 3,
    sensor: 'GH2-T01',
    house: 'Greenhouse 2',
    crop: 'Cucumbers',
    temperature: 26.8,
    humidity: 79,
  },
  {
    id: 4,
    sensor: 'GH2-T02',
    house: 'Greenhouse 2',
    crop: 'Cucumbers',
    temperature: 27.2,
    humidity: 81,
  },
  {
    id: 5,
    sensor: 'GH3-T01',
    house: 'Greenhouse 3',
    crop: 'Basil',
    temperature: 22.4,
    humidity: 58,
  },
  {
    id: 6,
    sensor: 'GH3-T02',
    house: 'Greenhouse 3',
    crop: 'Lettuce',
    temperature: 19.9,
    humidity: 72,
  },
  {
    id: 7,
    sensor: 'NUR-T01',
    house: 'Nursery',
    crop: 'Seedlings',
    temperature: 23.5,
    humidity: 85,
  },
];

const columns: GridColDef<SensorReading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 110 },
  { field: 'house', headerName: 'House', width: 140 },
  { field: 'crop', headerName: 'Crop', flex: 1, minWidth: 120 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

function SensorToolbar() {
  return (
    <Toolbar>
      {/* Open on the first render; the user can still collapse it */}
      <QuickFilter defaultExpanded style={{ display: 'flex', marginLeft: 'auto' }}>
        <QuickFilterTrigger
          render={({ ref: triggerRef, ...triggerProps }, state) =>
            state.expanded ? (
              <React.Fragment />
            ) : (
              <Tooltip title="Search sensors">
                <ToolbarButton
                  {...triggerProps}
                  // The trigger types its ref for React 19; with React 18 types, cast it.
                  ref={triggerRef as React.Ref<HTMLButtonElement>}
                  aria-label="Search sensors"
                >
                  <SearchIcon fontSize="small" />
                </ToolbarButton>
              </Tooltip>
            )
          }
        />
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) =>
            state.expanded ? (
              <TextField
                {...controlProps}
                inputRef={ref}
                size="small"
                placeholder="Sensor, house or crop…"
                sx={{ width: 240 }}
                slotProps={{
                  ...slotProps,
                  htmlInput: {
                    ...slotProps?.htmlInput,
                    'aria-label': 'Search sensors',
                  },
                  input: {
                    ...slotProps?.input,
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                    endAdornment: state.value ? (
                      <InputAdornment position="end">
                        <QuickFilterClear
                          edge="end"
                          size="small"
                          aria-label="Clear search"
                        >
                          <CloseIcon fontSize="small" />
                        </QuickFilterClear>
                      </InputAdornment>
                    ) : null,
                  },
                }}
              />
            ) : (
              <React.Fragment />
            )
          }
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function GreenhouseSensorsOpenSearch() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SensorToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
