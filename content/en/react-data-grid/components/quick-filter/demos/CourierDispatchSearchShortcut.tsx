import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';

interface Delivery {
  id: number;
  route: string;
  courier: string;
  district: string;
  stops: number;
  status: string;
}

const rows: Delivery[] = [
  {
    id: 1,
    route: 'R-101',
    courier: 'Amara Okafor',
    district: 'Harbour',
    stops: 18,
    status: 'On route',
  },
  {
    id: 2,
    route: 'R-102',
    courier: 'Lukas Berger',
    district: 'Old Town',
    stops: 22,
    status: 'Loading',
  },
  {
    id: 3,
    route: 'R-103',
    courier: 'Sofia Marin',
    district: 'Riverside',
    stops: 15,
    status: 'On route',
  },
  {
    id: 4,
    route: 'R-104',
    courier: 'Kwame Mensah',
    district: 'Harbour',
    stops: 9,
    status: 'Done',
  },
  {
    id: 5,
    route: 'R-105',
    courier: 'Ines Duarte',
    district: 'University',
    stops: 27,
    status: 'On route',
  },
  {
    id: 6,
    route: 'R-106',
    courier: 'Jonas Lind',
    district: 'Airport',
    stops: 6,
    status: 'Delayed',
  },
  {
    id: 7,
    route: 'R-107',
    courier: 'Mei Tanaka',
    district: 'Old Town',
    stops: 20,
    status: 'Loading',
  },
];

const columns: GridColDef<Delivery>[] = [
  { field: 'route', headerName: 'Route', width: 90 },
  { field: 'courier', headerName: 'Courier', flex: 1, minWidth: 150 },
  { field: 'district', headerName: 'District', width: 130 },
  { field: 'stops', headerName: 'Stops', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function DispatchToolbar() {
  const apiRef = useGridApiContext();
  // The app owns the expanded state, so it can open the search from a shortcut
  const [expanded, setExpanded] = React.useState(false);

  React.useEffect(() => {
    const root = apiRef.current.rootElementRef.current;
    const handleKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setExpanded(true);
      }
    };
    root?.addEventListener('keydown', handleKeyDown);
    return () => root?.removeEventListener('keydown', handleKeyDown);
  }, [apiRef]);

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, mx: 0.5, color: 'text.secondary' }}>
        Press <kbd>Ctrl</kbd>+<kbd>K</kbd> (<kbd>⌘</kbd>+<kbd>K</kbd> on macOS) in
        the grid to search
      </Typography>
      <QuickFilter
        expanded={expanded}
        onExpandedChange={setExpanded}
        style={{ display: 'flex' }}
      >
        <QuickFilterTrigger
          render={({ ref: triggerRef, ...triggerProps }) =>
            expanded ? (
              <React.Fragment />
            ) : (
              <Tooltip title="Search deliveries">
                <ToolbarButton
                  {...triggerProps}
                  // The trigger types its ref for React 19; with React 18 types, cast it.
                  ref={triggerRef as React.Ref<HTMLButtonElement>}
                  aria-label="Search deliveries"
                >
                  <SearchIcon fontSize="small" />
                </ToolbarButton>
              </Tooltip>
            )
          }
        />
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }, state) =>
            expanded ? (
              <TextField
                {...controlProps}
                inputRef={ref}
                size="small"
                placeholder="Courier, district, status…"
                sx={{ width: 240 }}
                slotProps={{
                  ...slotProps,
                  htmlInput: {
                    ...slotProps?.htmlInput,
                    'aria-label': 'Search deliveries',
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
            ) : (
              <React.Fragment />
            )
          }
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function CourierDispatchSearchShortcut() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: DispatchToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
