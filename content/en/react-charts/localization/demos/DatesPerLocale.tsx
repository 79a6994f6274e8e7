import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { type ReaderLocale, readerLocales } from './reader-locales';

// Visitors of a botanical garden each day of the first two weeks of May 2025.
const days = Array.from({ length: 14 }, (_, index) => new Date(2025, 4, index + 1));
const visitors = [
  1840, 1320, 2950, 3410, 1260, 1190, 1380, 1450, 1620, 3120, 3680, 1210, 1170, 1330,
];

export default function DatesPerLocale() {
  const [locale, setLocale] = React.useState<ReaderLocale>('fr-FR');

  const formats = React.useMemo(
    () => ({
      tick: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
      tooltip: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
      count: new Intl.NumberFormat(locale),
    }),
    [locale],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value as ReaderLocale)}
        sx={{ width: 280 }}
      >
        {readerLocales.map((entry) => (
          <MenuItem key={entry.locale} value={entry.locale}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        xAxis={[
          {
            data: days,
            scaleType: 'time',
            valueFormatter: (date: Date, context) =>
              context.location === 'tick'
                ? formats.tick.format(date)
                : formats.tooltip.format(date),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formats.count.format(value) }]}
        series={[
          {
            data: visitors,
            label: 'Visitors',
            valueFormatter: (value) =>
              value === null ? '' : formats.count.format(value),
          },
        ]}
        height={300}
      />
    </Stack>
  );
}
