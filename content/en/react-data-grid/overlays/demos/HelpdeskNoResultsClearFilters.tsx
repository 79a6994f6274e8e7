import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  DataGrid,
  GridOverlay,
  gridFilterActiveItemsSelector,
  gridQuickFilterValuesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  priority: string;
  assignee: string;
}

const rows: Ticket[] = [
  { id: 1, subject: 'VPN drops every hour', priority: 'High', assignee: 'Noor' },
  {
    id: 2,
    subject: 'New laptop for onboarding',
    priority: 'Normal',
    assignee: 'Emil',
  },
  { id: 3, subject: 'Printer on floor 3 jams', priority: 'Low', assignee: 'Noor' },
  {
    id: 4,
    subject: 'Shared drive is read-only',
    priority: 'High',
    assignee: 'Kofi',
  },
  { id: 5, subject: 'Reset MFA device', priority: 'Normal', assignee: 'Emil' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Normal', 'High'],
    width: 110,
  },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
];

// Rendered inside the grid, so it can read the state and call the API
function NoMatchingTickets() {
  const apiRef = useGridApiContext();
  const quickFilterValues = useGridSelector(apiRef, gridQuickFilterValuesSelector);
  const activeFilters = useGridSelector(apiRef, gridFilterActiveItemsSelector);
  const search = (quickFilterValues ?? []).join(' ');

  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <SearchOffIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
        <Typography variant="body2">
          {search ? `No ticket matches “${search}”` : 'No ticket matches'}
          {activeFilters.length > 0
            ? ` with ${activeFilters.length} column filter(s) on.`
            : '.'}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })
          }
        >
          Clear search and filters
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function HelpdeskNoResultsClearFilters() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ noResultsOverlay: NoMatchingTickets }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'priority', operator: 'is', value: 'High' }],
              quickFilterValues: ['printer'],
            },
          },
        }}
      />
    </div>
  );
}
