import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';
import {
  createPromptProcessor,
  readPromptContext,
  type PromptColumn,
} from '@demo-kit/grid-prompt-processor';

type Departure = {
  id: number;
  flight: string;
  airline: string;
  destination: string;
  status: string;
  gate: string;
  delayMinutes: number;
  seatsFree: number;
};

const airlines = ['Nordic Air', 'Atlas Wings', 'Coastline', 'Bluebird'];
const destinations = [
  'Lisbon',
  'Oslo',
  'Vienna',
  'Dublin',
  'Krakow',
  'Porto',
  'Riga',
];
const statuses = ['On time', 'Boarding', 'Delayed', 'Cancelled'];

function buildDeparture(index: number): Departure {
  let status = 'On time';
  if (index % 9 === 4) status = 'Cancelled';
  else if (index % 5 === 2) status = 'Delayed';
  else if (index % 7 === 0) status = 'Boarding';
  return {
    id: index + 1,
    flight: `${['NA', 'AW', 'CL', 'BB'][index % 4] ?? 'NA'} ${310 + index * 7}`,
    airline: airlines[index % airlines.length] ?? '',
    destination: destinations[(index * 3) % destinations.length] ?? '',
    status,
    gate: `${String.fromCharCode(65 + (index % 4))}${1 + ((index * 7) % 18)}`,
    delayMinutes: status === 'Delayed' ? 15 + ((index * 17) % 90) : 0,
    seatsFree: (index * 23) % 64,
  };
}

// No `examples` here: with data sampling the grid takes them from the rows.
const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 90 },
  { field: 'airline', headerName: 'Airline', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 110,
  },
  { field: 'gate', headerName: 'Gate', width: 70 },
  { field: 'delayMinutes', headerName: 'Delay (min)', type: 'number', width: 110 },
  { field: 'seatsFree', headerName: 'Free seats', type: 'number', width: 100 },
];

const processPrompt = createPromptProcessor({
  synonyms: { delayMinutes: ['delay'], seatsFree: ['free seats', 'seats'] },
  latencyMs: 400,
});

const suggestions = [
  { value: 'Sort by delay descending' },
  { value: 'Free seats over 40' },
  { value: 'Group by airline and average of delay' },
];

export default function DepartureBoardSampling() {
  const rows = React.useMemo(
    () => Array.from({ length: 60 }, (_, index) => buildDeparture(index)),
    [],
  );
  const [sentColumns, setSentColumns] = React.useState<PromptColumn[]>([]);

  const handlePrompt = React.useCallback(
    (
      prompt: string,
      context: string,
      conversationId?: string,
    ): Promise<PromptResponse> => {
      setSentColumns(readPromptContext(context));
      return processPrompt(prompt, context, conversationId);
    },
    [],
  );

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 330 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          aiAssistant
          allowAiAssistantDataSampling
          onPrompt={handlePrompt}
          aiAssistantSuggestions={suggestions}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        />
      </div>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Cells sampled for the last prompt
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        sx={{ fontFamily: 'monospace', m: 0, maxHeight: 110, overflow: 'auto' }}
      >
        {sentColumns.length === 0
          ? 'Send a prompt to see the sample.'
          : sentColumns
              .map(
                (column) =>
                  `${column.field}: ${column.examples.map(String).join(', ')}`,
              )
              .join('\n')}
      </Typography>
    </div>
  );
}
