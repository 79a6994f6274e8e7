import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGrid,
  gridPreferencePanelStateSelector,
  GridPreferencePanelsValue,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface Course {
  id: number;
  title: string;
  weekday: string;
  weeks: number;
  fee: number;
}

const rows: Course[] = [
  { id: 1, title: 'Beginner Portuguese', weekday: 'Monday', weeks: 10, fee: 180 },
  { id: 2, title: 'Life drawing', weekday: 'Tuesday', weeks: 8, fee: 220 },
  { id: 3, title: 'Bookkeeping basics', weekday: 'Wednesday', weeks: 6, fee: 150 },
  { id: 4, title: 'Pottery wheel', weekday: 'Thursday', weeks: 8, fee: 260 },
  { id: 5, title: 'Python for data', weekday: 'Monday', weeks: 12, fee: 240 },
  { id: 6, title: 'Choir', weekday: 'Wednesday', weeks: 15, fee: 90 },
  { id: 7, title: 'Bread baking', weekday: 'Friday', weeks: 4, fee: 120 },
  { id: 8, title: 'First aid', weekday: 'Tuesday', weeks: 2, fee: 60 },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 180 },
  {
    field: 'weekday',
    headerName: 'Day',
    type: 'singleSelect',
    valueOptions: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    width: 120,
  },
  { field: 'weeks', headerName: 'Weeks', type: 'number', width: 90 },
  { field: 'fee', headerName: 'Fee (€)', type: 'number', width: 100 },
];

export default function CourseCatalogFilterButton() {
  const apiRef = useGridApiRef();
  const [buttonElement, setButtonElement] = React.useState<HTMLButtonElement | null>(
    null,
  );

  const isFilterPanelOpen = () => {
    if (!apiRef.current) {
      return false;
    }
    const panel = gridPreferencePanelStateSelector(apiRef);
    return (
      panel.open && panel.openedPanelValue === GridPreferencePanelsValue.filters
    );
  };

  const togglePanel = () => {
    if (isFilterPanelOpen()) {
      apiRef.current?.hideFilterPanel();
    } else {
      apiRef.current?.showFilterPanel();
    }
  };

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="subtitle1">Evening courses, autumn term</Typography>
        <Button
          ref={setButtonElement}
          startIcon={<FilterListIcon />}
          onClick={togglePanel}
          // The panel closes when the pointer is released outside of it; keep
          // that from happening on this button, whose click closes it anyway
          onPointerUp={(event) => {
            if (isFilterPanelOpen()) {
              event.stopPropagation();
            }
          }}
        >
          Filter courses
        </Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Open the panel under the button above the grid
          slotProps={{ panel: { target: buttonElement } }}
        />
      </div>
    </Stack>
  );
}
