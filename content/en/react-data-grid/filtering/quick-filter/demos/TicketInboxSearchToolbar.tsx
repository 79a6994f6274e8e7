import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  channel: string;
  status: string;
  agent: string;
}

const rows: Ticket[] = [
  {
    id: 4101,
    subject: 'Invoice shows the wrong VAT number',
    customer: 'Hollis & Co',
    channel: 'Email',
    status: 'Open',
    agent: 'Priya',
  },
  {
    id: 4102,
    subject: 'Cannot reset my password',
    customer: 'Marta Quinn',
    channel: 'Chat',
    status: 'Waiting',
    agent: 'Tomás',
  },
  {
    id: 4103,
    subject: 'Export to CSV times out',
    customer: 'Northwind Labs',
    channel: 'Email',
    status: 'Open',
    agent: 'Priya',
  },
  {
    id: 4104,
    subject: 'Add a second admin to our account',
    customer: 'Blue Fern Studio',
    channel: 'Phone',
    status: 'Solved',
    agent: 'Ayo',
  },
  {
    id: 4105,
    subject: 'Refund for a duplicate invoice',
    customer: 'Hollis & Co',
    channel: 'Chat',
    status: 'Waiting',
    agent: 'Ayo',
  },
  {
    id: 4106,
    subject: 'Dark mode resets after logout',
    customer: 'Kenji Mori',
    channel: 'Email',
    status: 'Open',
    agent: 'Tomás',
  },
  {
    id: 4107,
    subject: 'Webhook retries are too slow',
    customer: 'Northwind Labs',
    channel: 'Email',
    status: 'Solved',
    agent: 'Priya',
  },
  {
    id: 4108,
    subject: 'Change the billing address',
    customer: 'Marta Quinn',
    channel: 'Phone',
    status: 'Open',
    agent: 'Ayo',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'channel', headerName: 'Channel', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'agent', headerName: 'Agent', width: 100 },
];

function InboxToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Support inbox
      </Typography>
      {/* The render prop exposes the state: show the button or the field, never both */}
      <QuickFilter
        render={(quickFilterProps, state) => (
          <div {...quickFilterProps}>
            {state.expanded ? (
              <QuickFilterControl
                render={({ ref, slotProps, ...controlProps }) => (
                  <TextField
                    {...controlProps}
                    inputRef={ref}
                    size="small"
                    placeholder="Subject, customer, agent…"
                    sx={{ width: 280 }}
                    slotProps={{
                      ...slotProps,
                      // The label goes on the <input> itself, not on the TextField's wrapper
                      htmlInput: {
                        ...slotProps?.htmlInput,
                        'aria-label': 'Search tickets',
                      },
                      input: {
                        ...slotProps?.input,
                        startAdornment: (
                          <InputAdornment position="start">
                            <SearchIcon fontSize="small" />
                          </InputAdornment>
                        ),
                        endAdornment: state.value ? (
                          <InputAdornment position="end">
                            <QuickFilterClear
                              edge="end"
                              size="small"
                              aria-label="Clear search"
                            >
                              <CancelIcon fontSize="small" />
                            </QuickFilterClear>
                          </InputAdornment>
                        ) : null,
                      },
                    }}
                  />
                )}
              />
            ) : (
              <Tooltip title="Search tickets">
                <QuickFilterTrigger
                  render={<ToolbarButton aria-label="Search tickets" />}
                >
                  <SearchIcon fontSize="small" />
                </QuickFilterTrigger>
              </Tooltip>
            )}
          </div>
        )}
      />
    </Toolbar>
  );
}

export default function TicketInboxSearchToolbar() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: InboxToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
