import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE as materialDeDE } from '@mui/material/locale';
import {
  DataGrid,
  type GridColDef,
  type GridLocaleText,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';

interface Course {
  id: number;
  course: string;
  teacher: string;
  starts: Date;
  seatsLeft: number;
}

const rows: Course[] = [
  {
    id: 1,
    course: 'Töpfern für Anfänger',
    teacher: 'R. Albers',
    starts: new Date(2025, 8, 8),
    seatsLeft: 4,
  },
  {
    id: 2,
    course: 'Italienisch A1',
    teacher: 'G. Moretti',
    starts: new Date(2025, 8, 9),
    seatsLeft: 11,
  },
  {
    id: 3,
    course: 'Fotografie am Abend',
    teacher: 'L. Brandt',
    starts: new Date(2025, 8, 10),
    seatsLeft: 0,
  },
  {
    id: 4,
    course: 'Erste Hilfe',
    teacher: 'K. Yilmaz',
    starts: new Date(2025, 8, 13),
    seatsLeft: 7,
  },
  {
    id: 5,
    course: 'Tabellenkalkulation',
    teacher: 'S. Weber',
    starts: new Date(2025, 8, 15),
    seatsLeft: 2,
  },
  {
    id: 6,
    course: 'Yoga im Park',
    teacher: 'M. Nowak',
    starts: new Date(2025, 8, 16),
    seatsLeft: 9,
  },
  {
    id: 7,
    course: 'Brot backen',
    teacher: 'H. Krüger',
    starts: new Date(2025, 8, 20),
    seatsLeft: 5,
  },
];

const germanDate = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' });

const columns: GridColDef<Course>[] = [
  { field: 'course', headerName: 'Kurs', flex: 1, minWidth: 180 },
  { field: 'teacher', headerName: 'Kursleitung', width: 130 },
  {
    field: 'starts',
    headerName: 'Beginn',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => germanDate.format(value),
  },
  { field: 'seatsLeft', headerName: 'Freie Plätze', type: 'number', width: 120 },
];

const germanTexts = deDE.components.MuiDataGrid.defaultProps.localeText;
const ownText: Partial<GridLocaleText> = {
  footerRowSelected: (count) => `${count} Kurse vorgemerkt`,
};

type Variant = 'theme' | 'replace' | 'spread';

const localeTextByVariant: Record<Variant, Partial<GridLocaleText> | undefined> = {
  // Only the theme: every text comes from deDE.
  theme: undefined,
  // The prop replaces the theme's texts as a whole: everything else is English again.
  replace: ownText,
  // The German texts, then your own key on top.
  spread: { ...germanTexts, ...ownText },
};

export default function EveningClassesThemeLocale() {
  const [variant, setVariant] = React.useState<Variant>('theme');
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([2, 4]),
  });

  // The page's theme, extended with the German texts of the grid and of Material UI.
  const pageTheme = useTheme();
  const germanTheme = React.useMemo(
    () => createTheme(pageTheme, deDE, materialDeDE),
    [pageTheme],
  );

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_event, value: Variant | null) => value && setVariant(value)}
        aria-label="Where the texts come from"
      >
        <ToggleButton value="theme">Theme</ToggleButton>
        <ToggleButton value="replace">Theme + localeText with one key</ToggleButton>
        <ToggleButton value="spread">Theme + deDE and one key</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={germanTheme}>
        <div style={{ height: 400, width: '100%' }} lang="de">
          <DataGrid
            rows={rows}
            columns={columns}
            localeText={localeTextByVariant[variant]}
            checkboxSelection
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
            pageSizeOptions={[5, 10]}
            showToolbar
          />
        </div>
      </ThemeProvider>
    </Stack>
  );
}
