import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';
import { createLoans, loanColumns } from './library-loans';

const rows = createLoans(30);

const exportButtons: {
  label: string;
  options: GridCsvExportOptions & { fileName: string };
}[] = [
  // No getRowsToExport: selected rows if there are any, otherwise the filtered rows.
  { label: 'Default', options: { fileName: 'loans-default' } },
  {
    label: 'This page',
    options: {
      fileName: 'loans-page',
      getRowsToExport: ({ apiRef }) =>
        gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
    },
  },
  {
    label: 'Filtered, all pages',
    options: {
      fileName: 'loans-filtered',
      getRowsToExport: ({ apiRef }) => gridExpandedSortedRowIdsSelector(apiRef),
    },
  },
  {
    label: 'Every row',
    options: {
      fileName: 'loans-all',
      getRowsToExport: ({ apiRef }) => gridSortedRowIdsSelector(apiRef),
    },
  },
];

export default function LibraryLoansRowsToExport() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('Nothing exported yet.');

  const handleExport = (options: GridCsvExportOptions & { fileName: string }) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Count the data lines of the same export, then download it.
    const lineCount = api
      .getDataAsCsv({ ...options, includeHeaders: false })
      .split('\r\n')
      .filter((line) => line !== '').length;
    api.exportDataAsCsv(options);
    setStatus(`${options.fileName}.csv: ${lineCount} rows`);
  };

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        {exportButtons.map((item) => (
          <Button
            key={item.label}
            size="small"
            variant="outlined"
            onClick={() => handleExport(item.options)}
          >
            {item.label}
          </Button>
        ))}
        <Typography variant="body2" role="status" aria-live="polite">
          {status}
        </Typography>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={loanColumns}
          checkboxSelection
          pageSizeOptions={[5, 10, 30]}
          initialState={{
            pagination: { paginationModel: { pageSize: 5 } },
            filter: {
              filterModel: {
                items: [{ field: 'branch', operator: 'equals', value: 'Central' }],
              },
            },
            sorting: { sortModel: [{ field: 'daysOut', sort: 'desc' }] },
          }}
        />
      </div>
    </Stack>
  );
}
