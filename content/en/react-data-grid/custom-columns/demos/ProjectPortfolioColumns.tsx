import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';

// Owner: initials in a coloured circle, then the name

const AVATAR_COLOURS = ['#3f51b5', '#00897b', '#e65100', '#6d4c41', '#8e24aa'];

function colourFor(name: string) {
  let sum = 0;
  for (const char of name) {
    sum += char.charCodeAt(0);
  }
  return AVATAR_COLOURS[sum % AVATAR_COLOURS.length];
}

function renderOwner(params: GridRenderCellParams<GridValidRowModel, string>) {
  if (!params.value) {
    return null;
  }
  const initials = params.value
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar
        aria-hidden
        sx={{
          width: 28,
          height: 28,
          fontSize: 12,
          bgcolor: colourFor(params.value),
        }}
      >
        {initials}
      </Avatar>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {params.value}
      </Box>
    </Box>
  );
}

// Email: a mailto link that follows the grid's keyboard navigation

function renderEmail(params: GridRenderCellParams<GridValidRowModel, string>) {
  if (!params.value) {
    return null;
  }
  return (
    <Link href={`mailto:${params.value}`} tabIndex={params.tabIndex}>
      {params.value}
    </Link>
  );
}

// Health: read-only stars, and editable stars in edit mode

function renderHealth(
  params: GridRenderCellParams<GridValidRowModel, number | null>,
) {
  if (params.value === null || params.value === undefined) {
    return null;
  }
  return <Rating value={params.value} readOnly size="small" />;
}

function HealthEditCell(
  props: GridRenderEditCellParams<GridValidRowModel, number | null>,
) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  React.useEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }, [hasFocus]);

  return (
    <Rating
      ref={ref}
      name={`health-${id}`}
      value={value ?? null}
      size="small"
      sx={{ px: 1 }}
      onChange={(event, newValue) => {
        apiRef.current.setEditCellValue({ id, field, value: newValue }, event);
      }}
    />
  );
}

function renderEditHealth(
  params: GridRenderEditCellParams<GridValidRowModel, number | null>,
) {
  return <HealthEditCell {...params} />;
}

// Budget used: a bar that turns orange above 70 % and red above 90 %

function renderBudget(params: GridRenderCellParams<GridValidRowModel, number>) {
  if (params.value === null || params.value === undefined) {
    return null;
  }
  const percent = Math.round(params.value * 100);
  let colour: 'success' | 'warning' | 'error' = 'success';
  if (percent > 90) {
    colour = 'error';
  } else if (percent > 70) {
    colour = 'warning';
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(percent, 100)}
        color={colour}
        aria-label={`${percent} % of the budget used`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Box
        component="span"
        sx={{ minWidth: 40, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
      >
        {percent} %
      </Box>
    </Box>
  );
}

// Status: a coloured chip with an icon per value

const STATUS_STYLES: Record<
  string,
  { color: ChipProps['color']; icon: React.ReactElement }
> = {
  'On track': { color: 'success', icon: <CheckCircleOutlineIcon /> },
  'At risk': { color: 'warning', icon: <ScheduleIcon /> },
  Blocked: { color: 'error', icon: <ErrorOutlineIcon /> },
  Paused: { color: 'default', icon: <PauseCircleOutlineIcon /> },
};

const STATUS_OPTIONS = Object.keys(STATUS_STYLES);

function renderStatus(params: GridRenderCellParams<GridValidRowModel, string>) {
  const style = params.value ? STATUS_STYLES[params.value] : undefined;
  if (!style) {
    return params.value ?? null;
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      label={params.value}
      color={style.color}
      icon={style.icon}
    />
  );
}

const rows = [
  {
    id: 1,
    project: 'Checkout redesign',
    owner: 'Amara Osei',
    email: 'amara.osei@example.com',
    health: 4,
    budgetUsed: 0.42,
    status: 'On track',
  },
  {
    id: 2,
    project: 'Warehouse scanners',
    owner: 'Jonas Berg',
    email: 'jonas.berg@example.com',
    health: 2,
    budgetUsed: 0.94,
    status: 'Blocked',
  },
  {
    id: 3,
    project: 'Loyalty programme',
    owner: 'Lucía Ferrer',
    email: 'lucia.ferrer@example.com',
    health: 3,
    budgetUsed: 0.77,
    status: 'At risk',
  },
  {
    id: 4,
    project: 'Data warehouse move',
    owner: 'Kenji Mori',
    email: 'kenji.mori@example.com',
    health: 5,
    budgetUsed: 0.31,
    status: 'On track',
  },
  {
    id: 5,
    project: 'Supplier portal',
    owner: 'Priya Nair',
    email: 'priya.nair@example.com',
    health: 3,
    budgetUsed: 0.58,
    status: 'Paused',
  },
  {
    id: 6,
    project: 'Mobile app v3',
    owner: 'Tomás Silva',
    email: 'tomas.silva@example.com',
    health: 4,
    budgetUsed: 0.66,
    status: 'On track',
  },
  {
    id: 7,
    project: 'Returns automation',
    owner: 'Elif Yılmaz',
    email: 'elif.yilmaz@example.com',
    health: 1,
    budgetUsed: 1.08,
    status: 'Blocked',
  },
  {
    id: 8,
    project: 'Store Wi-Fi upgrade',
    owner: 'Noah Fischer',
    email: 'noah.fischer@example.com',
    health: 4,
    budgetUsed: 0.19,
    status: 'On track',
  },
];

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'project', headerName: 'Project', width: 180, editable: true },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 170,
    display: 'flex',
    renderCell: renderOwner,
  },
  { field: 'email', headerName: 'Contact', width: 210, renderCell: renderEmail },
  {
    field: 'health',
    headerName: 'Health',
    type: 'number',
    width: 130,
    align: 'left',
    headerAlign: 'left',
    display: 'flex',
    editable: true,
    renderCell: renderHealth,
    renderEditCell: renderEditHealth,
  },
  {
    field: 'budgetUsed',
    headerName: 'Budget used',
    type: 'number',
    width: 170,
    display: 'flex',
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
    renderCell: renderBudget,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUS_OPTIONS,
    width: 140,
    display: 'flex',
    editable: true,
    renderCell: renderStatus,
  },
];

export default function ProjectPortfolioColumns() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
