import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridSortDirection,
  type GridSortModel,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 4101,
    subject: 'Invoice shows the wrong VAT rate',
    customer: 'Hollis & Co',
    priority: 2,
    ageHours: 5,
  },
  {
    id: 4102,
    subject: 'Cannot reset my password',
    customer: 'Marta Quispe',
    priority: 3,
    ageHours: 1,
  },
  {
    id: 4103,
    subject: 'Checkout fails for every card',
    customer: 'Northwind',
    priority: 1,
    ageHours: 2,
  },
  {
    id: 4104,
    subject: 'Feature request: dark mode',
    customer: 'Ivo Petrov',
    priority: 4,
    ageHours: 30,
  },
  {
    id: 4105,
    subject: 'Export to CSV drops accents',
    customer: 'Café Lumière',
    priority: 3,
    ageHours: 12,
  },
  {
    id: 4106,
    subject: 'API returns 500 on large orders',
    customer: 'Tandem Bikes',
    priority: 1,
    ageHours: 7,
  },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'number',
    width: 100,
    // The header cannot sort this column; the toggle above the grid does
    sortable: false,
    valueFormatter: (value: number) => `P${value}`,
  },
  { field: 'ageHours', headerName: 'Age (h)', type: 'number', width: 100 },
];

export default function SupportQueuePrioritySort() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  const prioritySort: GridSortDirection | 'none' =
    sortModel[0]?.field === 'priority' ? sortModel[0].sort : 'none';

  const handlePriorityChange = (
    _event: React.MouseEvent<HTMLElement>,
    value: 'asc' | 'desc' | 'none' | null,
  ) => {
    if (value === null) {
      return;
    }
    setSortModel(value === 'none' ? [] : [{ field: 'priority', sort: value }]);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id="priority-order-label">
          Priority order
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={prioritySort ?? 'none'}
          onChange={handlePriorityChange}
          aria-labelledby="priority-order-label"
        >
          <ToggleButton value="asc">Urgent first</ToggleButton>
          <ToggleButton value="desc">Least urgent first</ToggleButton>
          <ToggleButton value="none">Off</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          sortModel={sortModel}
          onSortModelChange={(newModel) => setSortModel(newModel)}
        />
      </div>
    </Stack>
  );
}
