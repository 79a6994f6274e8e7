import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridFilterItem,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import {
  createGridServer,
  type GridServerLogEntry,
} from '@demo-kit/data-grid-server';
import { createShipments, shipmentColumns, type Shipment } from './shipment-rows';

function describe(entry: GridServerLogEntry) {
  switch (entry.status) {
    case 'pending':
      return 'waiting…';
    case 'ok':
      return `answered in ${entry.durationMs} ms`;
    case 'aborted':
      return 'cancelled';
    default:
      return `failed: ${entry.message}`;
  }
}

// An item still waiting for its value filters nothing.
function isComplete({ operator, value }: GridFilterItem) {
  if (operator === 'isEmpty' || operator === 'isNotEmpty') {
    return true;
  }
  return Array.isArray(value)
    ? value.length > 0
    : value !== undefined && value !== '';
}

// The part of the filter model that changes the server's answer.
function queryOf(model: GridFilterModel): GridFilterModel {
  return {
    ...model,
    items: model.items
      .filter(isComplete)
      .map(({ field, operator, value }) => ({ field, operator, value })),
  };
}

export default function ShipmentServerFilterSortPage() {
  const [server] = React.useState(() =>
    createGridServer<Shipment>({ rows: createShipments, latencyMs: 700 }),
  );
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
  });
  // What the last request asked for: complete items only.
  const [filterQuery, setFilterQuery] = React.useState<GridFilterModel>({
    items: [],
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'shippedOn', sort: 'desc' },
  ]);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  // The last count the server sent: kept while the next page loads.
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [log, setLog] = React.useState<GridServerLogEntry[]>([]);

  // The server reports each request when it starts and when it ends.
  React.useEffect(() => {
    setLog([]);
    return server.subscribe((entry) => {
      setLog((current) => {
        const others = current.filter((previous) => previous.id !== entry.id);
        return [entry, ...others].sort((a, b) => b.id - a.id).slice(0, 6);
      });
    });
  }, [server]);

  const backToFirstPage = () =>
    setPaginationModel((current) =>
      current.page === 0 ? current : { ...current, page: 0 },
    );

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    const query = queryOf(model);
    // Picking a column or an operator changes the model, not the result: no request.
    if (JSON.stringify(query) !== JSON.stringify(filterQuery)) {
      setFilterQuery(query);
      backToFirstPage();
    }
  };

  const handleSortModelChange = (model: GridSortModel) => {
    setSortModel(model);
    backToFirstPage();
  };

  const handlePaginationModelChange = (model: GridPaginationModel) =>
    // Keep the same object when nothing changed, so no request is sent again.
    setPaginationModel((current) =>
      current.page === model.page && current.pageSize === model.pageSize
        ? current
        : model,
    );

  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    server
      .getRows(
        { filterModel: filterQuery, sortModel, paginationModel },
        controller.signal,
      )
      .then((page) => {
        setRows(page.rows);
        setRowCount(page.rowCount);
        setLoading(false);
      })
      .catch(() => {
        // Aborted: the user changed the query again, and a newer request is on its way.
      });
    return () => controller.abort();
  }, [server, filterQuery, sortModel, paginationModel]);

  return (
    <Stack spacing={1}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={shipmentColumns}
          loading={loading}
          rowCount={rowCount}
          filterMode="server"
          sortingMode="server"
          paginationMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          sortModel={sortModel}
          onSortModelChange={handleSortModelChange}
          paginationModel={paginationModel}
          onPaginationModelChange={handlePaginationModelChange}
          pageSizeOptions={[10, 25, 50]}
          showToolbar
        />
      </div>
      <Box
        component="section"
        aria-label="Requests"
        sx={{
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          minHeight: 150,
        }}
      >
        <Typography variant="subtitle2" component="div">
          Requests, newest first
        </Typography>
        {log.map((entry) => (
          <div key={entry.id}>
            #{entry.id} {entry.request}: {describe(entry)}
          </div>
        ))}
      </Box>
    </Stack>
  );
}
