import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { heIL as materialHeIL } from '@mui/material/locale';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { heIL } from '@mui/x-data-grid/locales';

interface BakeryOrder {
  id: number;
  product: string;
  quantity: number;
  price: number;
  pickup: Date;
  paid: boolean;
}

const rows: BakeryOrder[] = [
  {
    id: 1,
    product: 'חלה',
    quantity: 3,
    price: 54,
    pickup: new Date(2025, 9, 17, 8, 30),
    paid: true,
  },
  {
    id: 2,
    product: 'בורקס גבינה',
    quantity: 12,
    price: 96,
    pickup: new Date(2025, 9, 17, 9, 0),
    paid: false,
  },
  {
    id: 3,
    product: 'רוגלך שוקולד',
    quantity: 20,
    price: 70,
    pickup: new Date(2025, 9, 17, 10, 15),
    paid: true,
  },
  {
    id: 4,
    product: 'לחם מחמצת',
    quantity: 2,
    price: 48,
    pickup: new Date(2025, 9, 17, 11, 45),
    paid: false,
  },
  {
    id: 5,
    product: 'עוגת גבינה',
    quantity: 1,
    price: 120,
    pickup: new Date(2025, 9, 17, 13, 0),
    paid: true,
  },
  {
    id: 6,
    product: 'פיתות',
    quantity: 30,
    price: 45,
    pickup: new Date(2025, 9, 17, 16, 30),
    paid: false,
  },
];

const shekels = new Intl.NumberFormat('he-IL', {
  style: 'currency',
  currency: 'ILS',
});
const time = new Intl.DateTimeFormat('he-IL', {
  dateStyle: 'short',
  timeStyle: 'short',
});

const columns: GridColDef<BakeryOrder>[] = [
  { field: 'product', headerName: 'מוצר', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'כמות', type: 'number', width: 90 },
  {
    field: 'price',
    headerName: 'מחיר',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => shekels.format(value),
  },
  {
    field: 'pickup',
    headerName: 'איסוף',
    type: 'dateTime',
    width: 150,
    valueFormatter: (value: Date) => time.format(value),
  },
  { field: 'paid', headerName: 'שולם', type: 'boolean', width: 80 },
];

// The Hebrew texts, plus the footer's row range, which heIL does not translate in 8.2.0.
const localeText: Partial<GridLocaleText> = {
  ...heIL.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count }) =>
    `${from}–${to} מתוך ${count === -1 ? `יותר מ-${to}` : count}`,
};

// 1. An emotion cache whose stylis plugin flips left and right in every style.
const rtlCache = createCache({
  key: 'grid-he',
  stylisPlugins: [prefixer, rtlPlugin],
});

export default function HebrewRightToLeftGrid() {
  // 2. A theme with `direction: 'rtl'`: the grid reads it to lay out its columns,
  // scroll and keyboard. The page's colors are kept.
  const pageTheme = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme(
        pageTheme,
        {
          direction: 'rtl',
          // Menus and panels open in a portal, outside the element with dir="rtl".
          components: {
            MuiPopper: { defaultProps: { dir: 'rtl' } },
            MuiPopover: { defaultProps: { dir: 'rtl' } },
          },
        },
        materialHeIL,
      ),
    [pageTheme],
  );

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        {/* 3. dir="rtl" on an element around the grid, for the browser's text layout. */}
        <div dir="rtl" lang="he" style={{ height: 400, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            localeText={localeText}
            checkboxSelection
            showToolbar
          />
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
