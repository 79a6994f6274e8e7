import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  gridQuickFilterValuesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Episode {
  id: number;
  show: string;
  title: string;
  guest: string;
  minutes: number;
}

const rows: Episode[] = [
  {
    id: 1,
    show: 'Grid Talk',
    title: 'Solar power on every roof',
    guest: 'Dr. Lena Brandt',
    minutes: 42,
  },
  {
    id: 2,
    show: 'Grid Talk',
    title: 'Why the power grid needs storage',
    guest: 'Omar Haddad',
    minutes: 38,
  },
  {
    id: 3,
    show: 'Field Notes',
    title: 'Solar farms that power small towns',
    guest: 'Aoife Byrne',
    minutes: 51,
  },
  {
    id: 4,
    show: 'Field Notes',
    title: 'Wind power at sea',
    guest: 'Pieter de Vries',
    minutes: 47,
  },
  {
    id: 5,
    show: 'Night Shift',
    title: 'Solar power after sunset',
    guest: 'Dr. Lena Brandt',
    minutes: 33,
  },
  {
    id: 6,
    show: 'Night Shift',
    title: 'Heat pumps explained',
    guest: 'Yuki Sato',
    minutes: 29,
  },
  {
    id: 7,
    show: 'Grid Talk',
    title: 'Power bills and solar subsidies',
    guest: 'Omar Haddad',
    minutes: 36,
  },
];

const columns: GridColDef<Episode>[] = [
  { field: 'show', headerName: 'Show', width: 120 },
  { field: 'title', headerName: 'Episode', flex: 1, minWidth: 240 },
  { field: 'guest', headerName: 'Guest', width: 160 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

// Words are separate terms, and "words in quotes" stay together as one term.
// An opening quote without its closing quote takes the rest of the input.
function parsePhrases(input: string): string[] {
  const terms: string[] = [];
  for (const match of input.matchAll(/"([^"]*)"?|(\S+)/g)) {
    const term = (match[1] ?? match[2] ?? '').trim();
    if (term !== '') {
      terms.push(term);
    }
  }
  return terms;
}

// Turns the values back into text when the filter model changes from elsewhere
function formatPhrases(values: string[]): string {
  return values
    .map((value) => (value.includes(' ') ? `"${value}"` : value))
    .join(' ');
}

function EpisodeToolbar() {
  const apiRef = useGridApiContext();
  const quickFilterValues = useGridSelector(apiRef, gridQuickFilterValuesSelector);

  return (
    <Toolbar style={{ justifyContent: 'space-between', gap: 8 }}>
      <Typography variant="body2" role="status" sx={{ mx: 0.5 }}>
        Terms: <code>{JSON.stringify(quickFilterValues ?? [])}</code>
      </Typography>
      <QuickFilter
        expanded
        parser={parsePhrases}
        formatter={formatPhrases}
        debounceMs={300}
      >
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder='Try "solar power"'
              sx={{ width: 260 }}
              slotProps={{
                ...slotProps,
                htmlInput: {
                  ...slotProps?.htmlInput,
                  'aria-label': 'Search episodes',
                },
                input: {
                  ...slotProps?.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear
                        edge="end"
                        size="small"
                        aria-label="Clear search"
                      >
                        <CloseIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function PodcastArchivePhraseSearch() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: EpisodeToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
