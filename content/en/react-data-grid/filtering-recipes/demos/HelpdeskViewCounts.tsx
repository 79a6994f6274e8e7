import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  priority: string;
  status: string;
  assignee: string;
}

const subjects = [
  'VPN drops every hour',
  'New laptop for onboarding',
  'Printer on floor 3 jams',
  'Reset MFA device',
  'Shared drive is read-only',
  'Request access to CRM',
  'Monitor flickers',
];
const priorities = ['Low', 'Normal', 'Normal', 'High', 'Urgent'];
const statuses = ['New', 'Open', 'Open', 'Pending', 'Resolved', 'Resolved'];
const assignees = ['Jordan', 'Mei', 'Oskar', 'Unassigned'];

const pick = (list: readonly string[], index: number) =>
  list[index % list.length] ?? '';

// 60 tickets computed from their index
const rows: Ticket[] = Array.from({ length: 60 }, (_, index) => ({
  id: 1000 + index,
  subject: pick(subjects, index * 3),
  priority: pick(priorities, index * 7 + 2),
  status: pick(statuses, index * 5 + 1),
  assignee: pick(assignees, index * 3 + Math.floor(index / 4)),
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
];

// Saved views: one filter model each
const views: { key: string; label: string; model: GridFilterModel }[] = [
  { key: 'all', label: 'All', model: { items: [] } },
  {
    key: 'open',
    label: 'Open',
    model: {
      items: [{ id: 'open', field: 'status', operator: 'equals', value: 'Open' }],
    },
  },
  {
    key: 'urgent',
    label: 'Urgent',
    model: {
      items: [
        { id: 'urgent', field: 'priority', operator: 'equals', value: 'Urgent' },
      ],
    },
  },
  {
    key: 'unassigned',
    label: 'Unassigned',
    model: {
      items: [
        {
          id: 'unassigned',
          field: 'assignee',
          operator: 'equals',
          value: 'Unassigned',
        },
      ],
    },
  },
  {
    key: 'resolved',
    label: 'Resolved',
    model: {
      items: [
        { id: 'resolved', field: 'status', operator: 'equals', value: 'Resolved' },
      ],
    },
  },
];

export default function HelpdeskViewCounts() {
  const apiRef = useGridApiRef();
  const [activeView, setActiveView] = React.useState('all');
  const [counts, setCounts] = React.useState<Record<string, number>>({});

  // Count the rows each view would keep, without applying it to the grid
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const rowIds = api.getAllRowIds();
    const nextCounts: Record<string, number> = {};
    views.forEach((view) => {
      const { filteredRowsLookup } = api.getFilterState(view.model);
      nextCounts[view.key] = rowIds.filter(
        (rowId) => filteredRowsLookup[rowId] !== false,
      ).length;
    });
    setCounts(nextCounts);
  }, [apiRef]);

  const handleViewChange = (
    _event: React.MouseEvent<HTMLElement>,
    key: string | null,
  ) => {
    const view = views.find((candidate) => candidate.key === key);
    if (view) {
      setActiveView(view.key);
      apiRef.current?.setFilterModel(view.model);
    }
  };

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Ticket view"
        value={activeView}
        onChange={handleViewChange}
        sx={{ flexWrap: 'wrap' }}
      >
        {views.map((view) => (
          <ToggleButton key={view.key} value={view.key}>
            {view.label}
            {counts[view.key] === undefined ? '' : ` (${counts[view.key]})`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onFilterModelChange={(model) => {
            // A filter set from the column menu no longer matches a saved view
            const match = views.find(
              (view) =>
                JSON.stringify(view.model.items) === JSON.stringify(model.items),
            );
            setActiveView(match ? match.key : '');
          }}
        />
      </div>
    </Stack>
  );
}
