import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  getGridBooleanOperators,
  getGridDateOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridFilterItem,
  type GridFilterModel,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { createShipments, shipmentColumns, shipmentStatuses } from './shipment-rows';

const rows = createShipments(24);

type ColumnType =
  | 'string'
  | 'number'
  | 'date'
  | 'dateTime'
  | 'boolean'
  | 'singleSelect';

interface ExplorerColumn {
  field: string;
  label: string;
  type: ColumnType;
  // The operators the grid gives a column of this type by default
  operators: readonly GridFilterOperator[];
  // A starting value that matches some rows, and one for `isAnyOf`
  sample: string;
  sampleList: string;
}

const explorerColumns: ExplorerColumn[] = [
  {
    field: 'destination',
    label: 'Destination',
    type: 'string',
    operators: getGridStringOperators(),
    sample: 'lo',
    sampleList: 'Oslo, Porto',
  },
  {
    field: 'weightKg',
    label: 'Weight (kg)',
    type: 'number',
    operators: getGridNumericOperators(),
    sample: '20',
    sampleList: '3.2, 20',
  },
  {
    field: 'shippedOn',
    label: 'Shipped on',
    type: 'date',
    operators: getGridDateOperators(),
    sample: '2025-03-15',
    sampleList: '',
  },
  {
    field: 'deliveredAt',
    label: 'Delivered at',
    type: 'dateTime',
    operators: getGridDateOperators(true),
    sample: '2025-03-16T08:30',
    sampleList: '',
  },
  {
    field: 'insured',
    label: 'Insured',
    type: 'boolean',
    operators: getGridBooleanOperators(),
    sample: 'true',
    sampleList: '',
  },
  {
    field: 'status',
    label: 'Status',
    type: 'singleSelect',
    operators: getGridSingleSelectOperators(),
    sample: 'In transit',
    sampleList: 'In transit, Held at customs',
  },
];

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export default function ShipmentOperatorExplorer() {
  const [field, setField] = React.useState('destination');
  const column =
    explorerColumns.find((candidate) => candidate.field === field) ??
    explorerColumns[0];
  const [operatorValue, setOperatorValue] = React.useState('contains');
  const [value, setValue] = React.useState('lo');
  const [listValue, setListValue] = React.useState('Oslo, Porto');

  const operator = column?.operators.find(
    (candidate) => candidate.value === operatorValue,
  );
  const needsValue = operator?.requiresFilterValue !== false;
  const isList = operatorValue === 'isAnyOf';

  const handleFieldChange = (event: SelectChangeEvent) => {
    const next = explorerColumns.find(
      (candidate) => candidate.field === event.target.value,
    );
    if (!next) {
      return;
    }
    setField(next.field);
    // Each type has its own operators, so start again from the first one
    setOperatorValue(next.operators[0]?.value ?? '');
    setValue(next.sample);
    setListValue(next.sampleList);
  };

  const filterItem = React.useMemo<GridFilterItem>(() => {
    if (!needsValue) {
      return { field, operator: operatorValue };
    }
    if (isList) {
      return { field, operator: operatorValue, value: splitList(listValue) };
    }
    return { field, operator: operatorValue, value };
  }, [field, operatorValue, value, listValue, needsValue, isList]);

  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: [filterItem] }),
    [filterItem],
  );

  const renderValueInput = () => {
    if (!column || !needsValue) {
      return (
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', alignSelf: 'center' }}
        >
          This operator takes no value.
        </Typography>
      );
    }
    if (isList && column.type === 'singleSelect') {
      return (
        <FormControl size="small" sx={{ minWidth: 240 }}>
          <InputLabel id="explorer-values-label">Values</InputLabel>
          <Select
            labelId="explorer-values-label"
            label="Values"
            multiple
            value={splitList(listValue)}
            onChange={(event) => {
              const selected = event.target.value;
              setListValue(Array.isArray(selected) ? selected.join(', ') : selected);
            }}
          >
            {shipmentStatuses.map((status) => (
              <MenuItem key={status} value={status}>
                {status}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      );
    }
    if (isList) {
      return (
        <TextField
          size="small"
          label="Values, comma-separated"
          value={listValue}
          onChange={(event) => setListValue(event.target.value)}
          sx={{ minWidth: 240 }}
        />
      );
    }
    if (column.type === 'boolean' || column.type === 'singleSelect') {
      const options =
        column.type === 'boolean' ? ['true', 'false'] : shipmentStatuses;
      return (
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="explorer-value-label">Value</InputLabel>
          <Select
            labelId="explorer-value-label"
            label="Value"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          >
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      );
    }
    const inputType = {
      string: 'text',
      number: 'number',
      date: 'date',
      dateTime: 'datetime-local',
    }[column.type];
    return (
      <TextField
        size="small"
        label="Value"
        type={inputType}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      />
    );
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="explorer-column-label">Column</InputLabel>
          <Select
            labelId="explorer-column-label"
            label="Column"
            value={field}
            onChange={handleFieldChange}
          >
            {explorerColumns.map((candidate) => (
              <MenuItem key={candidate.field} value={candidate.field}>
                {candidate.label} ({candidate.type})
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="explorer-operator-label">Operator</InputLabel>
          <Select
            labelId="explorer-operator-label"
            label="Operator"
            value={operatorValue}
            onChange={(event) => setOperatorValue(event.target.value)}
            sx={{ fontFamily: 'monospace' }}
          >
            {column?.operators.map((candidate) => (
              <MenuItem
                key={candidate.value}
                value={candidate.value}
                sx={{ fontFamily: 'monospace' }}
              >
                {candidate.value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {renderValueInput()}
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={shipmentColumns}
          filterModel={filterModel}
          // The controls above are the only way to filter in this demo
          disableColumnFilter
        />
      </div>
      <Typography variant="body2" role="status" aria-live="polite">
        Filter item: <code>{JSON.stringify(filterItem)}</code>
      </Typography>
    </Stack>
  );
}
