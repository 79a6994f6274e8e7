import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiContext,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Message {
  id: number;
  author: string;
  text: string;
}

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: string;
  messages: Message[];
}

const rows: Ticket[] = [
  {
    id: 5201,
    subject: 'Card declined at checkout',
    customer: 'Tandem Bikes',
    priority: 'High',
    messages: [
      {
        id: 1,
        author: 'Tandem Bikes',
        text: 'Every card fails since this morning.',
      },
      {
        id: 2,
        author: 'Support',
        text: 'We see the errors too and are checking the gateway.',
      },
      {
        id: 3,
        author: 'Support',
        text: 'The gateway had an expired certificate. Please try again.',
      },
    ],
  },
  {
    id: 5202,
    subject: 'Change of billing address',
    customer: 'Café Lumière',
    priority: 'Low',
    messages: [
      {
        id: 1,
        author: 'Café Lumière',
        text: 'We moved to 14 Rue des Arts. Please update our invoices.',
      },
    ],
  },
  {
    id: 5203,
    subject: 'Export drops accented letters',
    customer: 'Hollis & Co',
    priority: 'Medium',
    messages: [
      {
        id: 1,
        author: 'Hollis & Co',
        text: 'Names like "Zoë" come out as "Zo?" in the CSV file.',
      },
      {
        id: 2,
        author: 'Support',
        text: 'Which program do you open the file with?',
      },
    ],
  },
  {
    id: 5204,
    subject: 'Request for a second admin seat',
    customer: 'Northwind',
    priority: 'Low',
    messages: [
      {
        id: 1,
        author: 'Northwind',
        text: 'Can our finance lead get admin rights as well?',
      },
    ],
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  {
    field: 'messages',
    headerName: 'Messages',
    type: 'number',
    width: 110,
    valueGetter: (value: Message[]) => value.length,
  },
];

function TicketThread({ ticket }: { ticket: Ticket }) {
  const apiRef = useGridApiContext();

  const addReply = () => {
    const nextId = ticket.messages.length + 1;
    // Updating the row gives the panel new content; with 'auto', it grows to fit.
    apiRef.current.updateRows([
      {
        ...ticket,
        messages: [
          ...ticket.messages,
          {
            id: nextId,
            author: 'Support',
            text: `Follow-up ${nextId}: we will update you within a day.`,
          },
        ],
      },
    ]);
  };

  return (
    <Box sx={{ px: 7, py: 1.5 }}>
      <Stack spacing={1}>
        {ticket.messages.map((message) => (
          <div key={message.id}>
            <Typography variant="caption" color="text.secondary">
              {message.author}
            </Typography>
            <Typography variant="body2">{message.text}</Typography>
          </div>
        ))}
      </Stack>
      <Button size="small" onClick={addReply} sx={{ mt: 1 }}>
        Add reply
      </Button>
    </Box>
  );
}

const getDetailPanelContent: DataGridProProps<Ticket>['getDetailPanelContent'] = ({
  row,
}) => <TicketThread ticket={row} />;

// Each panel is as tall as its content.
const getDetailPanelHeight: DataGridProProps['getDetailPanelHeight'] = () => 'auto';

export default function TicketThreadAutoHeight() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([5201]) } }}
        hideFooter
      />
    </div>
  );
}
