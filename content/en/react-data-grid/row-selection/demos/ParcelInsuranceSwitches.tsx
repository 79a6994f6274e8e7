import * as React from 'react';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

const rows = [
  { id: 'PK-5501', recipient: 'Nordic Outfitters', weightKg: 12.4 },
  { id: 'PK-5502', recipient: 'Casa Verde Café', weightKg: 3.1 },
  { id: 'PK-5503', recipient: 'Harbor Books', weightKg: 7.8 },
  { id: 'PK-5504', recipient: 'Kilimanjaro Gear', weightKg: 21.0 },
  { id: 'PK-5505', recipient: 'Maple & Pine', weightKg: 5.5 },
];

export default function ParcelInsuranceSwitches() {
  const [insured, setInsured] = React.useState<ReadonlySet<string>>(
    () => new Set(['PK-5504']),
  );

  const columns = React.useMemo<GridColDef[]>(
    () => [
      { field: 'id', headerName: 'Parcel', width: 110 },
      { field: 'recipient', headerName: 'Recipient', width: 180 },
      { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
      {
        field: 'insured',
        headerName: 'Insured',
        width: 100,
        sortable: false,
        renderCell: (params: GridRenderCellParams) => {
          const id = String(params.id);
          return (
            <Switch
              size="small"
              checked={insured.has(id)}
              onChange={(event) => {
                const next = new Set(insured);
                if (event.target.checked) {
                  next.add(id);
                } else {
                  next.delete(id);
                }
                setInsured(next);
              }}
              slotProps={{ input: { 'aria-label': `Insure parcel ${id}` } }}
            />
          );
        },
      },
    ],
    [insured],
  );

  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </div>
  );
}
