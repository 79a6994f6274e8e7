import { DataGridPremium } from '@mui/x-data-grid-premium';
import { roasteryColumns, roasteryRows } from './roastery-sales';

export default function RoasteryFlatSales() {
  return (
    <div style={{ height: 450, width: '100%' }}>
      <DataGridPremium
        rows={roasteryRows}
        columns={roasteryColumns}
        showToolbar
        hideFooter
      />
    </div>
  );
}
