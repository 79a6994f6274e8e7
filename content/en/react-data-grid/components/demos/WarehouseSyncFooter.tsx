import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircleIcon from '@mui/icons-material/Circle';
import {
  DataGrid,
  GridFooterContainer,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

type SyncState = 'synced' | 'offline';

// Declares the extra prop once, so `slotProps.footer` accepts it.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    syncState?: SyncState;
  }
}

function SyncFooter(props: GridSlotProps['footer']) {
  const { syncState = 'synced', ...other } = props;
  return (
    <GridFooterContainer {...other}>
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2 }}
      >
        <CircleIcon
          sx={{
            fontSize: 12,
            color: syncState === 'synced' ? 'success.main' : 'error.main',
          }}
        />
        {syncState === 'synced'
          ? 'Stock levels synced'
          : 'Offline: showing cached stock'}
      </Box>
    </GridFooterContainer>
  );
}

type StockItem = {
  id: number;
  sku: string;
  item: string;
  bin: string;
  onHand: number;
};

const rows: StockItem[] = [
  { id: 1, sku: 'HX-220', item: 'Hex bolt M8 × 40', bin: 'A-03', onHand: 1240 },
  { id: 2, sku: 'WS-118', item: 'Washer 8 mm', bin: 'A-04', onHand: 3980 },
  { id: 3, sku: 'BR-507', item: 'Angle bracket 90°', bin: 'C-11', onHand: 312 },
  { id: 4, sku: 'HG-031', item: 'Door hinge, steel', bin: 'D-02', onHand: 146 },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'bin', headerName: 'Bin', width: 80 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
];

export default function WarehouseSyncFooter() {
  const [syncState, setSyncState] = React.useState<SyncState>('synced');

  return (
    <div style={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ mb: 1 }}
        onClick={() =>
          setSyncState((current) => (current === 'synced' ? 'offline' : 'synced'))
        }
      >
        {syncState === 'synced' ? 'Go offline' : 'Reconnect'}
      </Button>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ footer: SyncFooter }}
          slotProps={{ footer: { syncState } }}
        />
      </div>
    </div>
  );
}
