import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RestoreIcon from '@mui/icons-material/Restore';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowClassNameParams,
  type GridRowId,
} from '@mui/x-data-grid-premium';

type PriceLine = {
  id: string;
  product: string;
  price: number;
  supplierPrice: number;
};

const initialRows: PriceLine[] = [
  {
    id: 'TEA-01',
    product: 'Assam breakfast tea, 250 g',
    price: 6.5,
    supplierPrice: 6.9,
  },
  {
    id: 'TEA-02',
    product: 'Sencha green tea, 100 g',
    price: 8.2,
    supplierPrice: 8.2,
  },
  {
    id: 'TEA-03',
    product: 'Rooibos vanilla, 100 g',
    price: 5.9,
    supplierPrice: 6.4,
  },
  {
    id: 'TEA-04',
    product: 'Earl Grey loose leaf, 250 g',
    price: 7.4,
    supplierPrice: 7.95,
  },
  { id: 'TEA-05', product: 'Chamomile, 50 g', price: 4.1, supplierPrice: 4.25 },
  { id: 'TEA-06', product: 'Oolong, 100 g', price: 11.0, supplierPrice: 11.6 },
];

const priceFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
});

const columns: GridColDef<PriceLine>[] = [
  { field: 'id', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 210 },
  {
    field: 'supplierPrice',
    headerName: 'Supplier list',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => priceFormatter.format(value),
  },
  {
    field: 'price',
    headerName: 'Our price',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => priceFormatter.format(value),
  },
];

// Stands in for a request to your server
const saveToServer = (rowIds: GridRowId[]) =>
  new Promise<number>((resolve) => {
    setTimeout(() => resolve(rowIds.length), 800);
  });

export default function PriceListPasteBulkSave() {
  const [rows, setRows] = React.useState(initialRows);
  // The saved version of each row with unsaved changes
  const [originals, setOriginals] = React.useState<Record<GridRowId, PriceLine>>({});
  const [saving, setSaving] = React.useState(false);
  const [message, setMessage] = React.useState('No unsaved changes');

  const changedIds = Object.keys(originals);

  // Called once per row, whether the value was typed or pasted
  const processRowUpdate = (newRow: PriceLine, oldRow: PriceLine) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    setOriginals((prev) => {
      const original = prev[newRow.id] ?? oldRow;
      const { [newRow.id]: _previous, ...others } = prev;
      // A row whose price is back to the saved one has nothing left to save
      return newRow.price === original.price
        ? others
        : { ...others, [newRow.id]: original };
    });
    setMessage('Unsaved changes');
    return newRow;
  };

  const discardAll = () => {
    setRows((prev) => prev.map((row) => originals[row.id] ?? row));
    setOriginals({});
    setMessage('Changes discarded');
  };

  const saveAll = async () => {
    setSaving(true);
    const savedCount = await saveToServer(changedIds);
    setOriginals({});
    setSaving(false);
    setMessage(`${savedCount} ${savedCount === 1 ? 'price' : 'prices'} saved`);
  };

  const getRowClassName = React.useCallback(
    ({ id }: GridRowClassNameParams) => (originals[id] ? 'row--edited' : ''),
    [originals],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<SaveIcon />}
          loading={saving}
          loadingPosition="start"
          disabled={changedIds.length === 0}
          onClick={saveAll}
        >
          Save {changedIds.length > 0 ? changedIds.length : ''}
        </Button>
        <Button
          size="small"
          startIcon={<RestoreIcon />}
          disabled={changedIds.length === 0 || saving}
          onClick={discardAll}
        >
          Discard all
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {saving ? 'Saving…' : message}
        </Typography>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          // Copy raw numbers, not the formatted "€6.90", so they paste back as numbers
          ignoreValueFormatterDuringExport={{ clipboardExport: true }}
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          getRowClassName={getRowClassName}
          loading={saving}
          hideFooter
          sx={{ '& .row--edited': { bgcolor: 'rgba(255, 193, 7, 0.16)' } }}
        />
      </div>
    </Stack>
  );
}
