import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Incident {
  id: number;
  service: string;
  severity: string;
  notes: string;
}

const rows: Incident[] = [
  {
    id: 1,
    service: 'Checkout',
    severity: 'High',
    notes:
      'Payment provider returned timeouts for 14 minutes. Retries were disabled after the first alert, and the queue drained once the provider recovered.',
  },
  { id: 2, service: 'Search', severity: 'Low', notes: 'Index rebuild ran late.' },
  {
    id: 3,
    service: 'Email',
    severity: 'Medium',
    notes:
      'Password reset emails were delayed by up to an hour because a template change failed validation in the sending service.',
  },
  {
    id: 4,
    service: 'Reports',
    severity: 'Low',
    notes: 'Monthly export took twice as long as usual; no data was lost.',
  },
  {
    id: 5,
    service: 'Login',
    severity: 'High',
    notes:
      'Single sign-on failed for one customer after their identity provider rotated its certificate. Fixed by importing the new certificate.',
  },
];

interface FullTextCellProps {
  value: string;
  width: number;
  hasFocus: boolean;
}

/** Shows the text on one line, and all of it in a panel when it does not fit. */
function FullTextCell({ value, width, hasFocus }: FullTextCellProps) {
  const [cell, setCell] = React.useState<HTMLDivElement | null>(null);
  const textRef = React.useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = React.useState(false);
  const [overflowing, setOverflowing] = React.useState(false);
  const active = hovered || hasFocus;

  React.useEffect(() => {
    const text = textRef.current;
    if (active && text) {
      setOverflowing(text.scrollWidth > text.clientWidth);
    }
  }, [active, value, width]);

  return (
    <Box
      ref={setCell}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center' }}
    >
      <Box
        component="span"
        ref={textRef}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {value}
      </Box>
      <Popper
        open={active && overflowing}
        anchorEl={cell}
        placement="bottom-start"
        // Cover the cell: move the panel up by the cell's height and left by its padding.
        modifiers={[
          { name: 'offset', options: { offset: [-10, -(cell?.offsetHeight ?? 0)] } },
        ]}
        sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}
      >
        <Paper elevation={4} sx={{ width, px: 1.25, py: 1, typography: 'body2' }}>
          {value}
        </Paper>
      </Popper>
    </Box>
  );
}

const columns: GridColDef<Incident>[] = [
  { field: 'service', headerName: 'Service', width: 110 },
  { field: 'severity', headerName: 'Severity', width: 100 },
  {
    field: 'notes',
    headerName: 'Notes',
    width: 300,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Incident, string>) => (
      <FullTextCell
        value={params.value ?? ''}
        width={params.colDef.computedWidth}
        hasFocus={params.hasFocus}
      />
    ),
  },
];

export default function IncidentNotesFullText() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
