import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { type ReaderLocale, readerLocales } from './reader-locales';

// Monthly revenue of an online shop, in its reader's currency (the amounts are not converted).
const months = [0, 1, 2, 3, 4, 5].map((month) => new Date(2025, month, 1));
const revenue = [184250.5, 172980, 201340.25, 219875, 236120.75, 248990];

export default function CurrencyPerLocale() {
  const [locale, setLocale] = React.useState<ReaderLocale>('de-DE');
  const currency = readerLocales.find((entry) => entry.locale === locale)!.currency;

  const formats = React.useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { month: 'short' }),
      money: new Intl.NumberFormat(locale, { style: 'currency', currency }),
      ticks: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        notation: 'compact',
      }),
    }),
    [locale, currency],
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
      <BarChart
        xAxis={[
          {
            data: months,
            valueFormatter: (date: Date) => formats.month.format(date),
          },
        ]}
        yAxis={[
          {
            valueFormatter: (value: number) => formats.ticks.format(value),
            width: 70,
          },
        ]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            valueFormatter: (value) =>
              value === null ? '' : formats.money.format(value),
          },
        ]}
        height={300}
      />
    </Stack>
  );
}
