import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { fleetColumns, fleetRows } from './fleet-rows';

export default function FleetPinningApi() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('driver');
  // Bumped by `onPinnedColumnsChange`, whether the change came from a button or the column menu
  const [changeCount, setChangeCount] = React.useState(0);
  const [side, setSide] = React.useState<GridPinnedColumnPosition | false>(false);
  const [pinnedJson, setPinnedJson] = React.useState('{}');

  // Ask the API once the grid has rendered the change
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    setSide(api.isColumnPinned(field));
    setPinnedJson(JSON.stringify(api.getPinnedColumns()));
  }, [apiRef, field, changeCount]);

  const sideLabel = side === false ? 'not pinned' : `pinned to the ${side}`;

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="fleet-pinning-api-column">Column</InputLabel>
          <Select
            labelId="fleet-pinning-api-column"
            label="Column"
            value={field}
            onChange={(event) => setField(event.target.value)}
          >
            {fleetColumns.map((column) => (
              <MenuItem key={column.field} value={column.field}>
                {column.headerName}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.pinColumn(field, GridPinnedColumnPosition.LEFT)
          }
        >
          Pin left
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.pinColumn(field, GridPinnedColumnPosition.RIGHT)
          }
        >
          Pin right
        </Button>
        <Button size="small" onClick={() => apiRef.current?.unpinColumn(field)}>
          Unpin
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={fleetRows}
          columns={fleetColumns}
          hideFooter
          onPinnedColumnsChange={() => setChangeCount((count) => count + 1)}
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        <code>isColumnPinned(&apos;{field}&apos;)</code>: {sideLabel}.{' '}
        <code>getPinnedColumns()</code>: <code>{pinnedJson}</code>
      </Typography>
    </Stack>
  );
}
