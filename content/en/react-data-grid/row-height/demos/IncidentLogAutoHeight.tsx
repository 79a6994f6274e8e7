import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

type Incident = {
  id: number;
  service: string;
  severity: string;
  report: string;
};

const services = [
  'Checkout',
  'Search',
  'Login',
  'Image CDN',
  'Email relay',
  'Billing',
];
const severities = ['SEV1', 'SEV2', 'SEV3'];
const sentences = [
  'Error rate rose above 5% for twelve minutes.',
  'The on-call engineer rolled back the last deploy.',
  'Latency returned to normal once the cache was warmed.',
  'A certificate expired on one of the load balancers.',
  'Customers saw a blank page after signing in.',
  'The database failover took longer than the runbook expects.',
  'Alerts fired twice because of a duplicated rule.',
  'A follow-up ticket tracks the missing dashboard panel.',
];

// Small seeded generator, so the server render and the browser agree
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

function createIncidents(count: number): Incident[] {
  const random = createRandom(42);
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const sentenceCount = 1 + Math.floor(random() * 5);
    return {
      id: index + 1,
      service: pick(services),
      severity: pick(severities),
      report: Array.from({ length: sentenceCount }, () => pick(sentences)).join(' '),
    };
  });
}

function ReportCell({ value }: GridRenderCellParams<Incident, string>) {
  const [expanded, setExpanded] = React.useState(false);
  const text = value ?? '';
  const isLong = text.length > 90;

  return (
    <Box sx={{ whiteSpace: 'normal', lineHeight: 1.5 }}>
      {expanded || !isLong ? text : `${text.slice(0, 90)}…`}
      {isLong && (
        <React.Fragment>
          {' '}
          <Link
            component="button"
            type="button"
            sx={{ fontSize: 'inherit', verticalAlign: 'baseline' }}
            onClick={(event) => {
              // Keep the click from selecting the row
              event.stopPropagation();
              setExpanded((prev) => !prev);
            }}
          >
            {expanded ? 'Show less' : 'Show more'}
          </Link>
        </React.Fragment>
      )}
    </Box>
  );
}

const columns: GridColDef<Incident>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'service', headerName: 'Service', width: 130 },
  { field: 'severity', headerName: 'Severity', width: 100 },
  {
    field: 'report',
    headerName: 'Report',
    flex: 1,
    minWidth: 280,
    renderCell: (params) => <ReportCell {...params} />,
  },
];

// Defined outside the component, so the functions keep the same reference
const getRowHeight = () => 'auto' as const;
const getEstimatedRowHeight = () => 72;

export default function IncidentLogAutoHeight() {
  // 300 rows, generated when the demo mounts
  const rows = React.useMemo(() => createIncidents(300), []);

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
        sx={{
          // Auto height ignores density, so the padding sets the breathing room
          [`&.${gridClasses['root--densityCompact']} .${gridClasses.cell}`]: {
            py: 0.5,
          },
          [`&.${gridClasses['root--densityStandard']} .${gridClasses.cell}`]: {
            py: 1,
          },
          [`&.${gridClasses['root--densityComfortable']} .${gridClasses.cell}`]: {
            py: 1.5,
          },
        }}
      />
    </div>
  );
}
