import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

interface Shipment {
  id: string;
  origin: string;
  destination: string;
  carrier: string;
  containers: number;
}

const rows: Shipment[] = [
  {
    id: 'SHP-2201',
    origin: 'Rotterdam',
    destination: 'Hamburg',
    carrier: 'Nordlink',
    containers: 14,
  },
  {
    id: 'SHP-2202',
    origin: 'Antwerp',
    destination: 'Rotterdam',
    carrier: 'Delta Freight',
    containers: 6,
  },
  {
    id: 'SHP-2203',
    origin: 'Hamburg',
    destination: 'Gdańsk',
    carrier: 'Nordlink',
    containers: 9,
  },
  {
    id: 'SHP-2204',
    origin: 'Le Havre',
    destination: 'Antwerp',
    carrier: 'Seaborne',
    containers: 21,
  },
  {
    id: 'SHP-2205',
    origin: 'Hamburg',
    destination: 'Rotterdam',
    carrier: 'Delta Freight',
    containers: 4,
  },
  {
    id: 'SHP-2206',
    origin: 'Felixstowe',
    destination: 'Le Havre',
    carrier: 'Seaborne',
    containers: 11,
  },
  {
    id: 'SHP-2207',
    origin: 'Rotterdam',
    destination: 'Felixstowe',
    carrier: 'Nordlink',
    containers: 8,
  },
  {
    id: 'SHP-2208',
    origin: 'Gdańsk',
    destination: 'Antwerp',
    carrier: 'Delta Freight',
    containers: 17,
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'origin', headerName: 'Origin', flex: 1, minWidth: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'containers', headerName: 'Containers', type: 'number', width: 110 },
];

export default function ShipmentSearchAnyTerm() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['Rotterdam', 'Hamburg'],
    quickFilterLogicOperator: GridLogicOperator.And,
  });

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Rows must contain"
        value={filterModel.quickFilterLogicOperator ?? GridLogicOperator.And}
        onChange={(_event, operator: GridLogicOperator | null) => {
          if (operator !== null) {
            setFilterModel((model) => ({
              ...model,
              quickFilterLogicOperator: operator,
            }));
          }
        }}
      >
        <ToggleButton value={GridLogicOperator.And}>Every word</ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Any word</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          filterModel={filterModel}
          onFilterModelChange={(newModel) => setFilterModel(newModel)}
        />
      </div>
    </Stack>
  );
}
