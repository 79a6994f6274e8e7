import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridFooterContainer,
  gridRenderContextSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { describeRenderedArea } from './rendered-area';

const ROW_COUNT = 100_000;
const PROBE_COUNT = 49;

interface Sample {
  id: number;
}

const start = Date.UTC(2025, 0, 1);

// One sample per minute, shown as "2025-01-01 00:00" (UTC)
function sampleTime(id: number): string {
  return new Date(start + (id - 1) * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
}

// A daily temperature cycle per probe, with a small wobble. Same inputs, same value.
function probeReading(id: number, probe: number): number {
  const minuteOfDay = (id - 1) % 1440;
  const daylight = 1 - Math.abs(720 - minuteOfDay) / 720;
  const wobble = ((id * 7919 + probe * 104_729) % 1000) / 1000;
  return Math.round((16 + (probe % 7) + 6 * daylight + wobble) * 10) / 10;
}

const columns: GridColDef<Sample>[] = [
  {
    field: 'time',
    headerName: 'Time (UTC)',
    width: 150,
    valueGetter: (_value, row) => sampleTime(row.id),
  },
  ...Array.from({ length: PROBE_COUNT }, (_, index): GridColDef<Sample> => {
    const probe = index + 1;
    return {
      field: `probe${probe}`,
      headerName: `Probe ${String(probe).padStart(2, '0')}`,
      type: 'number',
      width: 110,
      valueGetter: (_value, row) => probeReading(row.id, probe),
      valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
    };
  }),
];

function RenderedAreaFooter() {
  const apiRef = useGridApiContext();
  const renderContext = useGridSelector(apiRef, gridRenderContextSelector);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {describeRenderedArea(renderContext, ROW_COUNT, columns.length)}
      </Typography>
    </GridFooterContainer>
  );
}

function buildSamples(): Sample[] {
  const samples: Sample[] = new Array(ROW_COUNT);
  for (let index = 0; index < ROW_COUNT; index += 1) {
    samples[index] = { id: index + 1 };
  }
  return samples;
}

export default function SensorLogHundredThousandRows() {
  // Built in the browser once the demo mounts (never during a server render): only ids,
  // the columns compute the values.
  const [rows, setRows] = React.useState<Sample[]>([]);
  React.useEffect(() => {
    setRows(buildSamples());
  }, []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={rows.length === 0}
        slots={{ footer: RenderedAreaFooter }}
      />
    </div>
  );
}
