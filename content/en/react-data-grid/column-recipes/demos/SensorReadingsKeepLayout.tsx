import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  gridColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-pro';

type Reading = {
  id: number;
  sensor: string;
  location: string;
  current: number;
  low: number;
  high: number;
  humidity: number;
};

type Unit = 'celsius' | 'fahrenheit';

const rows: Reading[] = [
  {
    id: 1,
    sensor: 'TH-201',
    location: 'Cold store A',
    current: 3.4,
    low: 2.1,
    high: 4.8,
    humidity: 81,
  },
  {
    id: 2,
    sensor: 'TH-202',
    location: 'Cold store B',
    current: 4.9,
    low: 3.0,
    high: 6.2,
    humidity: 78,
  },
  {
    id: 3,
    sensor: 'TH-310',
    location: 'Packing hall',
    current: 17.8,
    low: 15.2,
    high: 19.5,
    humidity: 55,
  },
  {
    id: 4,
    sensor: 'TH-311',
    location: 'Loading bay',
    current: 11.3,
    low: 6.7,
    high: 14.9,
    humidity: 63,
  },
  {
    id: 5,
    sensor: 'TH-420',
    location: 'Office',
    current: 21.6,
    low: 19.8,
    high: 22.4,
    humidity: 41,
  },
];

const toUnit = (celsius: number, unit: Unit) =>
  unit === 'celsius'
    ? `${celsius.toFixed(1)} °C`
    : `${((celsius * 9) / 5 + 32).toFixed(1)} °F`;

// The column definitions depend on the unit, so a new array comes with every switch
function getColumns(unit: Unit): GridColDef<Reading>[] {
  const symbol = unit === 'celsius' ? '°C' : '°F';
  const temperature = (
    field: 'current' | 'low' | 'high',
    label: string,
  ): GridColDef<Reading> => ({
    field,
    headerName: `${label} (${symbol})`,
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => toUnit(value, unit),
  });
  return [
    { field: 'sensor', headerName: 'Sensor', width: 100 },
    { field: 'location', headerName: 'Location', width: 150 },
    temperature('current', 'Now'),
    temperature('low', '24 h low'),
    temperature('high', '24 h high'),
    { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  ];
}

const defaultOrder = getColumns('celsius').map((column) => column.field);

export default function SensorReadingsKeepLayout() {
  const apiRef = useGridApiRef();
  const [unit, setUnit] = React.useState<Unit>('celsius');
  // The layout the user chose, kept outside the grid
  const [order, setOrder] = React.useState<string[]>(defaultOrder);
  const [widths, setWidths] = React.useState<Record<string, number>>({});

  const columns = React.useMemo(() => {
    const definitions = getColumns(unit);
    return order.flatMap((field) => {
      const column = definitions.find((definition) => definition.field === field);
      if (!column) {
        return [];
      }
      return widths[field] === undefined
        ? [column]
        : [{ ...column, width: widths[field] }];
    });
  }, [unit, order, widths]);

  const handleColumnWidthChange: GridEventListener<'columnWidthChange'> = (
    params,
  ) => {
    setWidths((previous) => ({ ...previous, [params.colDef.field]: params.width }));
  };

  const handleColumnOrderChange: GridEventListener<'columnOrderChange'> = () => {
    setOrder(gridColumnFieldsSelector(apiRef));
  };

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={unit}
        onChange={(_event, newUnit: Unit | null) => {
          if (newUnit) {
            setUnit(newUnit);
          }
        }}
        aria-label="Temperature unit"
      >
        <ToggleButton value="celsius">°C</ToggleButton>
        <ToggleButton value="fahrenheit">°F</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onColumnWidthChange={handleColumnWidthChange}
          onColumnOrderChange={handleColumnOrderChange}
        />
      </div>
    </Stack>
  );
}
