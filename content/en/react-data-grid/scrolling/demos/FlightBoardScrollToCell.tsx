import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { createFlights, flightColumns } from './flight-schedule';

const rows = createFlights(100);

export default function FlightBoardScrollToCell() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState('60');
  const [colIndex, setColIndex] = React.useState('15');

  // An empty field leaves that axis where it is.
  const toIndex = (text: string, max: number) => {
    if (text.trim() === '') {
      return undefined;
    }
    const value = Number(text);
    return Number.isInteger(value) ? Math.min(Math.max(value, 0), max) : undefined;
  };

  const handleScroll = () => {
    const target = {
      rowIndex: toIndex(rowIndex, rows.length - 1),
      colIndex: toIndex(colIndex, flightColumns.length - 1),
    };
    apiRef.current?.scrollToIndexes(target);
  };

  const handleScrollAndFocus = () => {
    const api = apiRef.current;
    const target = {
      rowIndex: toIndex(rowIndex, rows.length - 1) ?? 0,
      colIndex: toIndex(colIndex, flightColumns.length - 1) ?? 0,
    };
    if (!api) {
      return;
    }
    api.scrollToIndexes(target);
    // Row indexes count the rows in their current order, after sorting and filtering.
    const id = gridExpandedSortedRowIdsSelector(apiRef)[target.rowIndex];
    const column = api.getVisibleColumns()[target.colIndex];
    if (id !== undefined && column) {
      api.setCellFocus(id, column.field);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label="Row index"
          value={rowIndex}
          onChange={(event) => setRowIndex(event.target.value)}
          sx={{ width: 110 }}
        />
        <TextField
          size="small"
          label="Column index"
          value={colIndex}
          onChange={(event) => setColIndex(event.target.value)}
          sx={{ width: 120 }}
        />
        <Button variant="outlined" onClick={handleScroll}>
          Scroll to cell
        </Button>
        <Button onClick={handleScrollAndFocus}>Scroll and focus</Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={flightColumns}
          density="compact"
        />
      </div>
    </Stack>
  );
}
