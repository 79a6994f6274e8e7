import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

type Currency = 'EUR' | 'USD';

// Fixed rate so that the demo always shows the same figures
const rates: Record<Currency, number> = { EUR: 1, USD: 1.08 };

const rows = [
  { id: 1, item: 'Beech dining chair', supplier: 'Nordwood AS', priceEur: 89 },
  {
    id: 2,
    item: 'Oak bookcase, five shelves',
    supplier: 'Nordwood AS',
    priceEur: 349,
  },
  { id: 3, item: 'Linen floor cushion', supplier: 'Casa Tela', priceEur: 45 },
  { id: 4, item: 'Rattan pendant lamp', supplier: 'Lumo Studio', priceEur: 129 },
  { id: 5, item: 'Walnut side table', supplier: 'Nordwood AS', priceEur: 215 },
];

const defaultWidths: Record<string, number> = {
  item: 220,
  supplier: 150,
  price: 130,
};

export default function PriceListKeepsWidths() {
  const [currency, setCurrency] = React.useState<Currency>('EUR');
  // Widths the user has set by dragging a separator, by field
  const [widths, setWidths] = React.useState<Record<string, number>>({});

  const handleColumnWidthChange = React.useCallback<
    GridEventListener<'columnWidthChange'>
  >((params) => {
    setWidths((previous) => ({ ...previous, [params.colDef.field]: params.width }));
  }, []);

  // A new `columns` array each time the currency changes
  const columns = React.useMemo<GridColDef[]>(() => {
    const widthOf = (field: string) => widths[field] ?? defaultWidths[field];
    return [
      { field: 'item', headerName: 'Item', width: widthOf('item') },
      { field: 'supplier', headerName: 'Supplier', width: widthOf('supplier') },
      {
        field: 'price',
        headerName: `Price (${currency})`,
        type: 'number',
        width: widthOf('price'),
        valueGetter: (_value, row) => row.priceEur * rates[currency],
        valueFormatter: (value: number) =>
          new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(
            value,
          ),
      },
    ];
  }, [currency, widths]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Currency"
          value={currency}
          onChange={(_event, value: Currency | null) => {
            if (value) {
              setCurrency(value);
            }
          }}
        >
          <ToggleButton value="EUR">EUR</ToggleButton>
          <ToggleButton value="USD">USD</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={() => setWidths({})}>
          Reset widths
        </Button>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onColumnWidthChange={handleColumnWidthChange}
        />
      </div>
    </Stack>
  );
}
