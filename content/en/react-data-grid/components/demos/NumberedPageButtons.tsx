import Pagination from '@mui/material/Pagination';
import { type TablePaginationActionsProps } from '@mui/material/TablePaginationActions';
import { type MouseEvent } from 'react';
import TablePagination from '@mui/material/TablePagination';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

type Shipment = {
  id: number;
  tracking: string;
  destination: string;
  weightKg: number;
  carrier: string;
};

const destinations = [
  'Rotterdam',
  'Gdańsk',
  'Valencia',
  'Hamburg',
  'Genoa',
  'Antwerp',
  'Le Havre',
];
const carriers = ['Nordline', 'BlueKeel', 'Castor Freight'];

const rows: Shipment[] = Array.from({ length: 64 }, (_, index) => ({
  id: index + 1,
  tracking: `SHP-${String(88100 + index * 7)}`,
  destination: destinations[(index * 5) % destinations.length] ?? 'Rotterdam',
  weightKg: 40 + ((index * 173) % 960),
  carrier: carriers[index % carriers.length] ?? 'Nordline',
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 140 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

// Replaces the previous/next arrows of TablePagination with numbered pages.
function NumberedPageActions(props: TablePaginationActionsProps) {
  const { count, page, rowsPerPage, onPageChange, className } = props;
  const pageCount = Math.max(1, Math.ceil(count / rowsPerPage));

  return (
    <Pagination
      className={className}
      color="primary"
      size="small"
      count={pageCount}
      page={page + 1}
      onChange={(event, newPage) =>
        onPageChange(event as MouseEvent<HTMLButtonElement>, newPage - 1)
      }
    />
  );
}

// The grid passes page, count, page size and their handlers to `basePagination`.
function NumberedTablePagination(props: GridSlotProps['basePagination']) {
  const {
    count,
    page,
    rowsPerPage,
    rowsPerPageOptions = [],
    onPageChange,
    onRowsPerPageChange,
    disabled,
    className,
  } = props;
  const apiRef = useGridApiContext();

  return (
    <TablePagination
      component="div"
      className={className}
      count={count}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[...rowsPerPageOptions]}
      onPageChange={onPageChange}
      onRowsPerPageChange={(event) =>
        onRowsPerPageChange?.(Number(event.target.value))
      }
      disabled={disabled}
      labelRowsPerPage={apiRef.current.getLocaleText('paginationRowsPerPage')}
      ActionsComponent={NumberedPageActions}
    />
  );
}

export default function NumberedPageButtons() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[8, 16]}
        initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
        slots={{ basePagination: NumberedTablePagination }}
      />
    </div>
  );
}
