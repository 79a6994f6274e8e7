import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridColDef,
  type GridDensity,
  type GridRowHeightParams,
} from '@mui/x-data-grid';

type Story = {
  id: number;
  kind: 'Breaking' | 'Feature' | 'Brief';
  headline: string;
  desk: string;
};

const rows: Story[] = [
  {
    id: 1,
    kind: 'Breaking',
    headline: 'Harbour bridge closed after ship strike',
    desk: 'City',
  },
  {
    id: 2,
    kind: 'Feature',
    headline: 'Inside the last hand-set print shop',
    desk: 'Culture',
  },
  {
    id: 3,
    kind: 'Brief',
    headline: 'Library opens on Sundays from May',
    desk: 'City',
  },
  {
    id: 4,
    kind: 'Brief',
    headline: 'Tram line 4 diverted this weekend',
    desk: 'Transport',
  },
  { id: 5, kind: 'Feature', headline: 'A year on the night bus', desk: 'Transport' },
  {
    id: 6,
    kind: 'Breaking',
    headline: 'Storm warning raised for the coast',
    desk: 'Weather',
  },
  {
    id: 7,
    kind: 'Brief',
    headline: 'Farmers market moves to the old depot',
    desk: 'City',
  },
];

const columns: GridColDef<Story>[] = [
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'headline', headerName: 'Headline', flex: 1, minWidth: 240 },
  { field: 'desk', headerName: 'Desk', width: 120 },
];

// Breaking stories get a tall row, briefs a short one.
// Features return nothing, so they use the rowHeight prop (52px by default).
function baseHeight(kind: Story['kind']) {
  if (kind === 'Breaking') {
    return 80;
  }
  if (kind === 'Brief') {
    return 36;
  }
  return null;
}

export default function NewsDeskVariableHeights() {
  const [density, setDensity] = React.useState<GridDensity>('standard');
  const [followDensity, setFollowDensity] = React.useState(false);

  // Memoized: a new function on every render would make the grid recompute all heights
  const getRowHeight = React.useCallback(
    ({ model, densityFactor }: GridRowHeightParams) => {
      const height = baseHeight((model as Story).kind);
      if (height === null) {
        return null;
      }
      return followDensity ? Math.floor(height * densityFactor) : height;
    },
    [followDensity],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) => {
            if (value) {
              setDensity(value);
            }
          }}
          aria-label="Density"
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={followDensity}
              onChange={(event) => setFollowDensity(event.target.checked)}
            />
          }
          label="Scale custom heights with density"
        />
      </Stack>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          getRowHeight={getRowHeight}
          hideFooter
        />
      </div>
    </Stack>
  );
}
