import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

function ColumnHelpMenu(props: GridColumnMenuProps) {
  const { colDef, hideMenu, open, id, labelledby } = props;
  // Every default item takes the column and the function that closes the menu.
  const itemProps = { colDef, onClick: hideMenu };

  return (
    <GridColumnMenuContainer
      colDef={colDef}
      hideMenu={hideMenu}
      open={open}
      id={id}
      labelledby={labelledby}
    >
      {/* A header for the columns that have a description */}
      {colDef.description ? (
        <Box
          component="li"
          role="none"
          sx={{ px: 2, pt: 1, pb: 1.5, maxWidth: 260 }}
        >
          <Typography variant="subtitle2">{colDef.headerName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {colDef.description}
          </Typography>
        </Box>
      ) : null}
      <GridColumnMenuSortItem {...itemProps} />
      <GridColumnMenuFilterItem {...itemProps} />
      <Divider />
      <GridColumnMenuHideItem {...itemProps} />
    </GridColumnMenuContainer>
  );
}

const rows = [
  {
    id: 1,
    ticket: 'SUP-4102',
    subject: 'Invoice shows wrong VAT rate',
    queue: 'Billing',
    ageHours: 3,
  },
  {
    id: 2,
    ticket: 'SUP-4099',
    subject: 'Cannot reset two-factor login',
    queue: 'Accounts',
    ageHours: 9,
  },
  {
    id: 3,
    ticket: 'SUP-4094',
    subject: 'Export to CSV times out',
    queue: 'Reports',
    ageHours: 26,
  },
  {
    id: 4,
    ticket: 'SUP-4087',
    subject: 'Add a second billing contact',
    queue: 'Billing',
    ageHours: 41,
  },
  {
    id: 5,
    ticket: 'SUP-4080',
    subject: 'Webhook retries stopped',
    queue: 'Integrations',
    ageHours: 58,
  },
];

const columns: GridColDef[] = [
  {
    field: 'ticket',
    headerName: 'Ticket',
    width: 120,
    description: 'Reference to quote when you reply to the customer.',
  },
  { field: 'subject', headerName: 'Subject', width: 260 },
  {
    field: 'queue',
    headerName: 'Queue',
    width: 140,
    description: 'The team that owns the ticket. Billing replies within 4 hours.',
  },
  {
    field: 'ageHours',
    headerName: 'Age (h)',
    type: 'number',
    width: 110,
    description: 'Hours since the customer opened the ticket.',
  },
];

export default function TicketColumnHelpMenu() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: ColumnHelpMenu }}
        hideFooter
      />
    </div>
  );
}
