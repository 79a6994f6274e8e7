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
  type GridColDef,
} from '@mui/x-data-grid';

interface CatalogEntry {
  id: number;
  title: string;
  author: string;
  shelf: string;
  copies: number;
  onLoan: number;
}

const rows: CatalogEntry[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    shelf: 'SF-LEG',
    copies: 3,
    onLoan: 2,
  },
  {
    id: 2,
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    shelf: 'FIC-ACH',
    copies: 4,
    onLoan: 1,
  },
  {
    id: 3,
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    shelf: 'FIC-ISH',
    copies: 2,
    onLoan: 2,
  },
  {
    id: 4,
    title: 'A Brief History of Time',
    author: 'Stephen Hawking',
    shelf: 'SCI-HAW',
    copies: 5,
    onLoan: 0,
  },
  {
    id: 5,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    shelf: 'SF-LEG',
    copies: 2,
    onLoan: 1,
  },
  {
    id: 6,
    title: 'Half of a Yellow Sun',
    author: 'Chimamanda Ngozi Adichie',
    shelf: 'FIC-ADI',
    copies: 3,
    onLoan: 3,
  },
  {
    id: 7,
    title: 'The Selfish Gene',
    author: 'Richard Dawkins',
    shelf: 'SCI-DAW',
    copies: 2,
    onLoan: 0,
  },
  {
    id: 8,
    title: 'Never Let Me Go',
    author: 'Kazuo Ishiguro',
    shelf: 'FIC-ISH',
    copies: 3,
    onLoan: 1,
  },
];

const columns: GridColDef<CatalogEntry>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 200 },
  { field: 'shelf', headerName: 'Shelf mark', width: 110 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
  { field: 'onLoan', headerName: 'On loan', type: 'number', width: 90 },
];

function CatalogToolbar() {
  return (
    <Toolbar>
      {/* `expanded` without `onExpandedChange`: the field never collapses */}
      <QuickFilter
        expanded
        style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      >
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) => (
            <React.Fragment>
              {/* A visible label, tied to the id the control puts on its <input> */}
              <Typography
                component="label"
                variant="body2"
                htmlFor={slotProps?.htmlInput?.id}
              >
                Find in catalogue
              </Typography>
              <TextField
                {...controlProps}
                inputRef={ref}
                size="small"
                placeholder="Title, author or shelf mark"
                sx={{ width: 280 }}
                slotProps={{
                  ...slotProps,
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
            </React.Fragment>
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function LibraryCatalogPersistentSearch() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: CatalogToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
