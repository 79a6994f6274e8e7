import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  channel: string;
  product: string;
  units: number;
  revenue: number;
}

const regions = ['North', 'South', 'East', 'West'];
const channels = ['Online', 'Retail', 'Wholesale'];
const products = [
  'Trail shoes',
  'Rain jacket',
  'Day pack',
  'Water bottle',
  'Head torch',
];

const rows: Sale[] = Array.from({ length: 36 }, (_, index) => {
  const units = ((index * 17) % 90) + 10;
  return {
    id: index + 1,
    region: regions[Math.floor(index / 9) % regions.length] ?? '',
    channel: channels[index % channels.length] ?? '',
    product: products[(index * 3) % products.length] ?? '',
    units,
    revenue: units * (((index * 7) % 40) + 15),
  };
});

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) =>
      typeof value === 'number' ? euros.format(value) : '',
  },
];

export default function SalesGroupingColumnMode() {
  const [oneColumnPerCriterion, setOneColumnPerCriterion] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={oneColumnPerCriterion}
            onChange={(event) => setOneColumnPerCriterion(event.target.checked)}
          />
        }
        label="One grouping column per criterion"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={oneColumnPerCriterion ? 'multiple' : 'single'}
          defaultGroupingExpansionDepth={1}
          initialState={{ rowGrouping: { model: ['region', 'channel'] } }}
        />
      </div>
    </Stack>
  );
}
