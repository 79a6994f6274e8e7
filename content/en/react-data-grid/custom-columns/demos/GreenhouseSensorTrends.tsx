import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';

interface SparklineProps {
  values: number[];
  variant: 'line' | 'bar';
  label: string;
}

const WIDTH = 100;
const HEIGHT = 32;

// A small SVG chart that stretches to the width of the cell
function Sparkline({ values, variant, label }: SparklineProps) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const range = max - min || 1;
  const y = (value: number) => HEIGHT - 2 - ((value - min) / range) * (HEIGHT - 4);
  const step = WIDTH / values.length;

  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      sx={{
        width: '100%',
        height: HEIGHT,
        color: variant === 'line' ? 'primary.main' : 'info.light',
      }}
    >
      {variant === 'line' ? (
        <polyline
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
          points={values
            .map((value, index) => `${(index + 0.5) * step},${y(value)}`)
            .join(' ')}
        />
      ) : (
        values.map((value, index) => (
          <rect
            key={index}
            x={index * step + step * 0.15}
            width={step * 0.7}
            y={y(value)}
            height={HEIGHT - y(value)}
            fill="currentColor"
          />
        ))
      )}
    </Box>
  );
}

function renderSparkline(
  params: GridRenderCellParams<GridValidRowModel, number[]>,
  variant: 'line' | 'bar',
) {
  if (!params.value?.length) {
    return null;
  }
  const values = params.value;
  const label = `${params.colDef.headerName}: low ${Math.min(...values)}, high ${Math.max(...values)}`;
  return <Sparkline values={values} variant={variant} label={label} />;
}

// Arrays of readings: no sorting or filtering, a flex cell to centre the chart
const sparklineColumnType: GridColTypeDef<number[]> = {
  type: 'custom',
  width: 180,
  sortable: false,
  filterable: false,
  display: 'flex',
  renderCell: (params) => renderSparkline(params, 'line'),
};

// 24 hourly readings per sensor, from a seeded generator so every render is identical
function hourlyReadings(seed: number, base: number, swing: number) {
  let state = seed;
  return Array.from({ length: 24 }, (_, hour) => {
    state = (state * 16807) % 2147483647;
    const noise = (state / 2147483647 - 0.5) * swing * 0.3;
    const daylight = Math.sin(((hour - 6) / 24) * 2 * Math.PI) * swing;
    return Math.round((base + daylight + noise) * 10) / 10;
  });
}

const rows = [
  {
    id: 1,
    sensor: 'Tomato house, north',
    temperature: hourlyReadings(11, 22, 5),
    humidity: hourlyReadings(12, 70, -12),
  },
  {
    id: 2,
    sensor: 'Tomato house, south',
    temperature: hourlyReadings(21, 23, 6),
    humidity: hourlyReadings(22, 66, -14),
  },
  {
    id: 3,
    sensor: 'Seedling room',
    temperature: hourlyReadings(31, 20, 2),
    humidity: hourlyReadings(32, 80, -5),
  },
  {
    id: 4,
    sensor: 'Herb tunnel',
    temperature: hourlyReadings(41, 18, 7),
    humidity: hourlyReadings(42, 60, -15),
  },
  {
    id: 5,
    sensor: 'Cold store',
    temperature: hourlyReadings(51, 6, 1),
    humidity: hourlyReadings(52, 88, -3),
  },
];

type SensorRow = (typeof rows)[number];

const columns: GridColDef<SensorRow>[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 170 },
  { field: 'temperature', headerName: 'Temperature, 24 h', ...sparklineColumnType },
  {
    field: 'humidity',
    headerName: 'Humidity, 24 h',
    ...sparklineColumnType,
    renderCell: (params) => renderSparkline(params, 'bar'),
  },
  {
    field: 'latest',
    headerName: 'Now (°C)',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.temperature[row.temperature.length - 1],
  },
];

export default function GreenhouseSensorTrends() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
