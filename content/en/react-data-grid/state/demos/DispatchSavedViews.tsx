import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { createShipments, shipmentColumns } from './shipment-rows';

const rows = createShipments(30);

interface SavedView {
  id: number;
  label: string;
  state: GridInitialState;
  builtIn?: boolean;
}

const presetViews: SavedView[] = [
  {
    id: 1,
    label: 'Heaviest first',
    builtIn: true,
    state: { sorting: { sortModel: [{ field: 'weightKg', sort: 'desc' }] } },
  },
  {
    id: 2,
    label: 'Needs attention',
    builtIn: true,
    state: {
      filter: {
        filterModel: {
          items: [
            { field: 'status', operator: 'isAnyOf', value: ['Late', 'Customs'] },
          ],
        },
      },
      sorting: { sortModel: [{ field: 'destination', sort: 'asc' }] },
    },
  },
];

// A view saved with `exportOnlyDirtyModels` leaves out untouched models, so start
// from a neutral sort and filter; otherwise the previous view's ones would stay.
const neutralState: GridInitialState = {
  sorting: { sortModel: [] },
  filter: { filterModel: { items: [] } },
};

export default function DispatchSavedViews() {
  const apiRef = useGridApiRef();
  const [views, setViews] = React.useState<SavedView[]>(presetViews);
  const [activeId, setActiveId] = React.useState<number | null>(null);
  const [newLabel, setNewLabel] = React.useState('');
  const [sortingOnly, setSortingOnly] = React.useState(false);
  const nextId = React.useRef(presetViews.length + 1);

  const applyView = (view: SavedView) => {
    if (sortingOnly) {
      // Restore part of a state: only the keys you pass change
      apiRef.current?.restoreState({
        sorting: view.state.sorting ?? neutralState.sorting,
      });
    } else {
      apiRef.current?.restoreState({ ...neutralState, ...view.state });
    }
    setActiveId(view.id);
  };

  const saveView = () => {
    const state = apiRef.current?.exportState({ exportOnlyDirtyModels: true });
    const label = newLabel.trim();
    if (!state || label === '') {
      return;
    }
    // Panels are not part of a view
    delete state.preferencePanel;
    const view: SavedView = { id: nextId.current, label, state };
    nextId.current += 1;
    setViews((current) => [...current, view]);
    setActiveId(view.id);
    setNewLabel('');
  };

  const deleteView = (id: number) => {
    setViews((current) => current.filter((view) => view.id !== id));
    setActiveId((current) => (current === id ? null : current));
  };

  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
      >
        {views.map((view) => (
          <Chip
            key={view.id}
            label={view.label}
            color={view.id === activeId ? 'primary' : 'default'}
            variant={view.id === activeId ? 'filled' : 'outlined'}
            onClick={() => applyView(view)}
            onDelete={view.builtIn ? undefined : () => deleteView(view.id)}
          />
        ))}
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={sortingOnly}
              onChange={(event) => setSortingOnly(event.target.checked)}
            />
          }
          label="Apply the sorting only"
        />
      </Stack>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center' }}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          saveView();
        }}
      >
        <TextField
          size="small"
          label="View name"
          value={newLabel}
          onChange={(event) => setNewLabel(event.target.value)}
        />
        <Button
          type="submit"
          size="small"
          variant="outlined"
          disabled={newLabel.trim() === ''}
        >
          Save current view
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={shipmentColumns} hideFooter />
      </div>
    </Stack>
  );
}
