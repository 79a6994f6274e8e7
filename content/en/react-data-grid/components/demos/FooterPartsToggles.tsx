import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { currency, invoiceRows, type Invoice } from './invoice-rows';

type FooterFlags = {
  hideFooter: boolean;
  hideFooterSelectedRowCount: boolean;
  hideFooterPagination: boolean;
};

const flagNames: (keyof FooterFlags)[] = [
  'hideFooter',
  'hideFooterSelectedRowCount',
  'hideFooterPagination',
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function FooterPartsToggles() {
  const [flags, setFlags] = React.useState<FooterFlags>({
    hideFooter: false,
    hideFooterSelectedRowCount: false,
    hideFooterPagination: false,
  });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([2, 3]),
  });

  return (
    <div style={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        {flagNames.map((name) => (
          <FormControlLabel
            key={name}
            label={name}
            control={
              <Switch
                size="small"
                checked={flags[name]}
                onChange={(event) =>
                  setFlags((current) => ({
                    ...current,
                    [name]: event.target.checked,
                  }))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={invoiceRows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          {...flags}
        />
      </div>
    </div>
  );
}
