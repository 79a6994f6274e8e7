import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  DEFAULT_GRID_AUTOSIZE_OPTIONS,
  useGridApiRef,
  type GridAutosizeOptions,
  type GridColDef,
} from '@mui/x-data-grid';
import { catalogRows } from './pantry-catalog';

// No widths: autosizing sets them from the content
const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU' },
  { field: 'name', headerName: 'Product', maxWidth: 420 },
  { field: 'supplier', headerName: 'Supplier' },
  { field: 'unitPrice', headerName: 'Unit price (€)', type: 'number' },
  { field: 'aisle', headerName: 'Aisle' },
];

export default function AutosizeCatalogColumns() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(
    DEFAULT_GRID_AUTOSIZE_OPTIONS.includeHeaders,
  );
  const [includeOutliers, setIncludeOutliers] = React.useState(
    DEFAULT_GRID_AUTOSIZE_OPTIONS.includeOutliers,
  );
  const [outliersFactor, setOutliersFactor] = React.useState(
    String(DEFAULT_GRID_AUTOSIZE_OPTIONS.outliersFactor),
  );
  const [expand, setExpand] = React.useState(DEFAULT_GRID_AUTOSIZE_OPTIONS.expand);

  const parsedFactor = Number.parseFloat(outliersFactor);
  const autosizeOptions: GridAutosizeOptions = {
    includeHeaders,
    includeOutliers,
    outliersFactor: Number.isNaN(parsedFactor) ? 1.5 : parsedFactor,
    expand,
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.autosizeColumns(autosizeOptions)}
        >
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Checkbox
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="includeHeaders"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={includeOutliers}
              onChange={(event) => setIncludeOutliers(event.target.checked)}
            />
          }
          label="includeOutliers"
        />
        <TextField
          size="small"
          label="outliersFactor"
          value={outliersFactor}
          onChange={(event) => setOutliersFactor(event.target.value)}
          sx={{ width: '14ch' }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={expand}
              onChange={(event) => setExpand(event.target.checked)}
            />
          }
          label="expand"
        />
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={catalogRows}
          columns={columns}
          density="compact"
          autosizeOnMount
          autosizeOptions={autosizeOptions}
        />
      </div>
    </Stack>
  );
}
