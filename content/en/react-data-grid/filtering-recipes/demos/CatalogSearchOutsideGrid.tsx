import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  GridPortalWrapper,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  type GridColDef,
} from '@mui/x-data-grid';

interface Part {
  id: number;
  partNo: string;
  name: string;
  maker: string;
  price: number;
}

const rows: Part[] = [
  {
    id: 1,
    partNo: 'BRK-2210',
    name: 'Front brake pads',
    maker: 'Halden',
    price: 48.5,
  },
  {
    id: 2,
    partNo: 'BRK-2214',
    name: 'Rear brake discs',
    maker: 'Halden',
    price: 96,
  },
  {
    id: 3,
    partNo: 'FLT-0831',
    name: 'Cabin air filter',
    maker: 'Purex',
    price: 14.9,
  },
  { id: 4, partNo: 'FLT-0840', name: 'Oil filter', maker: 'Purex', price: 9.5 },
  {
    id: 5,
    partNo: 'IGN-1102',
    name: 'Spark plug, iridium',
    maker: 'Voltaro',
    price: 12.75,
  },
  { id: 6, partNo: 'IGN-1120', name: 'Ignition coil', maker: 'Voltaro', price: 64 },
  {
    id: 7,
    partNo: 'SUS-3305',
    name: 'Front shock absorber',
    maker: 'Kessler',
    price: 118,
  },
  {
    id: 8,
    partNo: 'SUS-3312',
    name: 'Rear coil spring',
    maker: 'Kessler',
    price: 57.2,
  },
  { id: 9, partNo: 'ELC-4401', name: 'Wiper motor', maker: 'Voltaro', price: 73.4 },
  { id: 10, partNo: 'FLT-0852', name: 'Fuel filter', maker: 'Halden', price: 21 },
];

const columns: GridColDef<Part>[] = [
  { field: 'partNo', headerName: 'Part no.', width: 110 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'maker', headerName: 'Maker', width: 110 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

// The element, outside the grid, that receives the search field
const SearchSlotContext = React.createContext<HTMLElement | null>(null);

// Rendered in the toolbar slot, so the quick filter components can reach the grid's state.
// The portal only moves the field's markup: React context still flows through it.
function SearchFieldPortal() {
  const container = React.useContext(SearchSlotContext);
  if (!container) {
    return null;
  }
  return (
    <Portal container={container}>
      <GridPortalWrapper>
        <QuickFilter expanded>
          <QuickFilterControl
            render={({ ref, slotProps, ...controlProps }, state) => (
              <TextField
                {...controlProps}
                inputRef={ref}
                fullWidth
                size="small"
                placeholder="Part number, name or maker"
                slotProps={{
                  ...slotProps,
                  htmlInput: {
                    ...slotProps?.htmlInput,
                    'aria-label': 'Search the catalog',
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
                          <CancelIcon fontSize="small" />
                        </QuickFilterClear>
                      </InputAdornment>
                    ) : null,
                  },
                }}
              />
            )}
          />
        </QuickFilter>
      </GridPortalWrapper>
    </Portal>
  );
}

export default function CatalogSearchOutsideGrid() {
  // A callback ref stores the element once it is mounted
  const [searchSlot, setSearchSlot] = React.useState<HTMLDivElement | null>(null);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Spare parts catalog
        </Typography>
        <div ref={setSearchSlot} />
      </Paper>
      <SearchSlotContext.Provider value={searchSlot}>
        <div style={{ height: 380, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            slots={{ toolbar: SearchFieldPortal }}
            showToolbar
            hideFooter
          />
        </div>
      </SearchSlotContext.Provider>
    </Stack>
  );
}
