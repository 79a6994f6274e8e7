import type { ReactNode } from 'react';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DensityLargeIcon from '@mui/icons-material/DensityLarge';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import {
  DataGrid,
  gridDensitySelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';

interface KitItem {
  id: number;
  item: string;
  category: string;
  weight: number;
  packed: boolean;
}

const rows: KitItem[] = [
  { id: 1, item: 'Two-person tent', category: 'Shelter', weight: 2.1, packed: true },
  {
    id: 2,
    item: 'Sleeping bag (−5 °C)',
    category: 'Sleep',
    weight: 1.3,
    packed: true,
  },
  { id: 3, item: 'Inflatable mat', category: 'Sleep', weight: 0.5, packed: false },
  { id: 4, item: 'Gas stove', category: 'Kitchen', weight: 0.3, packed: true },
  { id: 5, item: 'Water filter', category: 'Kitchen', weight: 0.1, packed: false },
  { id: 6, item: 'Head torch', category: 'Tools', weight: 0.09, packed: true },
  { id: 7, item: 'First-aid kit', category: 'Safety', weight: 0.4, packed: true },
  { id: 8, item: 'Rain shell', category: 'Clothing', weight: 0.35, packed: false },
];

const columns: GridColDef<KitItem>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'packed', headerName: 'Packed', type: 'boolean', width: 100 },
];

const densityOptions: { value: GridDensity; label: string; icon: ReactNode }[] = [
  {
    value: 'compact',
    label: 'Compact rows',
    icon: <DensitySmallIcon fontSize="small" />,
  },
  {
    value: 'standard',
    label: 'Standard rows',
    icon: <DensityMediumIcon fontSize="small" />,
  },
  {
    value: 'comfortable',
    label: 'Comfortable rows',
    icon: <DensityLargeIcon fontSize="small" />,
  },
];

function DensityToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, mx: 0.5 }}>
        Row density
      </Typography>
      {densityOptions.map((option) => (
        <Tooltip key={option.value} title={option.label}>
          <ToolbarButton
            aria-label={option.label}
            aria-pressed={density === option.value}
            color={density === option.value ? 'primary' : 'default'}
            onClick={() => apiRef.current.setDensity(option.value)}
          >
            {option.icon}
          </ToolbarButton>
        </Tooltip>
      ))}
    </Toolbar>
  );
}

export default function FieldKitDensityToolbar() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ density: 'compact' }}
        slots={{ toolbar: DensityToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
