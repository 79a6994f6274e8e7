import * as React from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  getGridDateOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import {
  createGridServer,
  GridServerError,
  type GridQuery,
} from '@demo-kit/data-grid-server';
import { createShipments, shipmentColumns, type Shipment } from './shipment-rows';

// The operators the shipments API understands, for each column type.
const supported: Record<string, string[]> = {
  string: ['contains', 'equals', 'startsWith'],
  singleSelect: ['is', 'isAnyOf'],
  number: ['=', '>', '<'],
  date: ['is', 'before', 'after'],
  boolean: ['is'],
};

const builtInOperators: Record<string, () => GridFilterOperator[]> = {
  string: () => getGridStringOperators(),
  singleSelect: getGridSingleSelectOperators,
  number: getGridNumericOperators,
  date: () => getGridDateOperators(),
};

const typeOf = (column: GridColDef<Shipment>) => column.type ?? 'string';

// Each column offers only what the API supports. The boolean column has a single
// operator already, so it keeps it.
const restrictedColumns: GridColDef<Shipment>[] = shipmentColumns.map((column) => {
  const operators = builtInOperators[typeOf(column)];
  if (!operators) {
    return column;
  }
  const allowed = supported[typeOf(column)] ?? [];
  return {
    ...column,
    filterOperators: operators().filter((operator) =>
      allowed.includes(operator.value),
    ),
  };
});

const columnOf = (field: string) =>
  shipmentColumns.find((column) => column.field === field);

function isSupported(item: GridFilterItem) {
  const column = columnOf(item.field);
  return column ? (supported[typeOf(column)] ?? []).includes(item.operator) : false;
}

export default function ShipmentServerOperators() {
  const [server] = React.useState(() =>
    createGridServer<Shipment>({ rows: createShipments, latencyMs: 600 }),
  );
  const [restrict, setRestrict] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'weightKg', operator: '>', value: 9000 }],
  });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    const controller = new AbortController();
    // Stands for the API, which refuses an operator it does not implement.
    const fetchShipments = (query: GridQuery) => {
      const refused = query.filterModel?.items.find((item) => !isSupported(item));
      if (refused) {
        const column = columnOf(refused.field)?.headerName ?? refused.field;
        return Promise.reject(
          new GridServerError(
            400,
            `The shipments API cannot filter ${column} with "${refused.operator}".`,
          ),
        );
      }
      return server.getRows(query, controller.signal);
    };

    setLoading(true);
    setError(null);
    fetchShipments({ filterModel })
      .then((page) => {
        setRows(page.rows);
        setLoading(false);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) {
          setRows([]);
          setError(reason instanceof Error ? reason.message : 'The request failed.');
          setLoading(false);
        }
      });
    return () => controller.abort();
  }, [server, filterModel]);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={restrict}
            onChange={(event) => {
              setRestrict(event.target.checked);
              // Drop a filter whose operator the columns no longer offer.
              if (event.target.checked) {
                setFilterModel((model) => ({
                  ...model,
                  items: model.items.filter(isSupported),
                }));
              }
            }}
          />
        }
        label="Offer only the operators the server supports"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={restrict ? restrictedColumns : shipmentColumns}
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </div>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
