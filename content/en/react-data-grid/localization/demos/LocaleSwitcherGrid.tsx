import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { arSD, deDE, enUS, frFR, jaJP } from '@mui/x-data-grid/locales';
import { createObservations, type Observation } from './airport-weather';

interface Language {
  name: string;
  // BCP 47 tag, for the numbers and dates
  tag: string;
  localeText: Partial<GridLocaleText>;
  rightToLeft: boolean;
  // The column headers are your own texts: translate them like the rest of your app.
  headers: Record<
    'station' | 'temperature' | 'windKmh' | 'observedAt' | 'fog',
    string
  >;
}

type LanguageCode = 'en' | 'fr' | 'de' | 'ja' | 'ar';

const languages: Record<LanguageCode, Language> = {
  en: {
    name: 'English',
    tag: 'en-US',
    localeText: enUS.components.MuiDataGrid.defaultProps.localeText,
    rightToLeft: false,
    headers: {
      station: 'Station',
      temperature: 'Temp. (°C)',
      windKmh: 'Wind (km/h)',
      observedAt: 'Observed',
      fog: 'Fog',
    },
  },
  fr: {
    name: 'Français',
    tag: 'fr-FR',
    localeText: frFR.components.MuiDataGrid.defaultProps.localeText,
    rightToLeft: false,
    headers: {
      station: 'Station',
      temperature: 'Temp. (°C)',
      windKmh: 'Vent (km/h)',
      observedAt: 'Observation',
      fog: 'Brouillard',
    },
  },
  de: {
    name: 'Deutsch',
    tag: 'de-DE',
    localeText: deDE.components.MuiDataGrid.defaultProps.localeText,
    rightToLeft: false,
    headers: {
      station: 'Station',
      temperature: 'Temp. (°C)',
      windKmh: 'Wind (km/h)',
      observedAt: 'Beobachtet',
      fog: 'Nebel',
    },
  },
  ja: {
    name: '日本語',
    tag: 'ja-JP',
    localeText: jaJP.components.MuiDataGrid.defaultProps.localeText,
    rightToLeft: false,
    headers: {
      station: '観測所',
      temperature: '気温 (°C)',
      windKmh: '風速 (km/h)',
      observedAt: '観測日時',
      fog: '霧',
    },
  },
  ar: {
    name: 'العربية',
    tag: 'ar-SD',
    localeText: arSD.components.MuiDataGrid.defaultProps.localeText,
    rightToLeft: true,
    headers: {
      station: 'المحطة',
      temperature: 'الحرارة (°م)',
      windKmh: 'الرياح (كم/س)',
      observedAt: 'وقت الرصد',
      fog: 'ضباب',
    },
  },
};

// Flips left and right in every style (margins, paddings, alignment) for right-to-left.
const rtlCache = createCache({
  key: 'grid-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

function columnsFor({ tag, headers }: Language): GridColDef<Observation>[] {
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const dateTime = new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return [
    { field: 'station', headerName: headers.station, width: 110 },
    {
      field: 'temperature',
      headerName: headers.temperature,
      type: 'number',
      width: 120,
      valueFormatter: (value: number) => decimal.format(value),
    },
    {
      field: 'windKmh',
      headerName: headers.windKmh,
      type: 'number',
      width: 120,
      valueFormatter: (value: number) => decimal.format(value),
    },
    {
      field: 'observedAt',
      headerName: headers.observedAt,
      type: 'dateTime',
      width: 200,
      valueFormatter: (value: Date) => dateTime.format(value),
    },
    { field: 'fog', headerName: headers.fog, type: 'boolean', width: 100 },
  ];
}

export default function LocaleSwitcherGrid() {
  const [rows] = React.useState(createObservations);
  const [code, setCode] = React.useState<LanguageCode>('en');
  const language = languages[code];
  const columns = React.useMemo(() => columnsFor(language), [language]);

  // Keep the page's colors, and switch the direction for Arabic.
  const pageTheme = useTheme();
  const rtlTheme = React.useMemo(
    () =>
      createTheme(pageTheme, {
        direction: 'rtl',
        // Menus and panels open in a portal at the end of <body>, outside the dir="rtl"
        // element: give them the direction too. Not needed when <html dir="rtl">.
        components: {
          MuiPopper: { defaultProps: { dir: 'rtl' } },
          MuiPopover: { defaultProps: { dir: 'rtl' } },
        },
      }),
    [pageTheme],
  );

  const grid = (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // The whole translation, so the grid reads the same on any page.
        localeText={language.localeText}
        checkboxSelection
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </div>
  );

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={code}
        onChange={(_event, value: LanguageCode | null) => value && setCode(value)}
        aria-label="Language of the grid"
      >
        {Object.entries(languages).map(([key, { name, tag }]) => (
          <ToggleButton key={key} value={key} lang={tag}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {language.rightToLeft ? (
        <CacheProvider value={rtlCache}>
          <ThemeProvider theme={rtlTheme}>
            <div dir="rtl" lang={language.tag}>
              {grid}
            </div>
          </ThemeProvider>
        </CacheProvider>
      ) : (
        <div lang={language.tag}>{grid}</div>
      )}
    </Stack>
  );
}
