import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridUpdateRowError,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';
import { createGridServer } from '@demo-kit/data-grid-server';
import {
  checkStockItem,
  createStockItems,
  stockColumns,
  type StockItem,
} from './stock-items';
import { useRequestLog } from '@demo-kit/data-grid-request-log';

// Stock levels and prices can be edited; the other columns stay read-only.
const columns: GridColDef<StockItem>[] = stockColumns.map((column) =>
  column.field === 'quantity' || column.field === 'unitPrice'
    ? { ...column, editable: true }
    : column,
);

export default function StockEditingUpdateRow() {
  const [server] = React.useState(() =>
    createGridServer<StockItem>({
      rows: createStockItems,
      latencyMs: 700,
      // The server rejects a negative or fractional stock level with status 422.
      validate: checkStockItem,
    }),
  );
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const page = await server.getRows(params);
        return { rows: page.rows, rowCount: page.rowCount };
      },
      // Resolve with the row as the server saved it; throw to keep the cell in edit mode.
      updateRow: async ({ updatedRow }) => server.updateRow(updatedRow as StockItem),
    }),
    [server],
  );
  const { lines } = useRequestLog(server, 5);
  const [problem, setProblem] = React.useState<string | null>(null);

  return (
    <Stack spacing={1}>
      {problem ? (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <div style={{ height: 370, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => {
            if (error instanceof GridUpdateRowError) {
              const sku = String(error.params.updatedRow.sku);
              setProblem(`${sku} was not saved. ${error.message}`);
            }
          }}
          onCellEditStart={() => setProblem(null)}
          pageSizeOptions={[10, 25]}
          initialState={{
            pagination: { paginationModel: { pageSize: 10 }, rowCount: 0 },
          }}
        />
      </div>
      <Box
        component="section"
        aria-label="Server requests"
        sx={{
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          minHeight: 120,
        }}
      >
        <Typography variant="subtitle2" component="div">
          Server requests, newest first
        </Typography>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {lines.map((line) => (
            <li key={line.id}>
              #{line.id} · {line.text}
            </li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
