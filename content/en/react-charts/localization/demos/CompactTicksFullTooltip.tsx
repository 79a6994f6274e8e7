import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { type ReaderLocale, readerLocales } from './reader-locales';

// Yearly downloads of a language-learning app.
const years = [2019, 2020, 2021, 2022, 2023, 2024];
const downloads = [180400, 1265000, 3482500, 6120300, 8874900, 12506750];

export default function CompactTicksFullTooltip() {
  const [locale, setLocale] = React.useState<ReaderLocale>('hi-IN');

  const compact = React.useMemo(
    () => new Intl.NumberFormat(locale, { notation: 'compact' }),
    [locale],
  );
  const full = React.useMemo(() => new Intl.NumberFormat(locale), [locale]);

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
            data: years,
            scaleType: 'point',
            // Years are labels, not amounts: no thousands separator.
            valueFormatter: (year: number) => String(year),
          },
        ]}
        yAxis={[
          {
            valueFormatter: (value: number, { location }: { location: string }) =>
              location === 'tick' ? compact.format(value) : full.format(value),
          },
        ]}
        series={[
          {
            data: downloads,
            label: 'Downloads',
            valueFormatter: (value) => (value === null ? '' : full.format(value)),
          },
        ]}
        height={300}
      />
    </Stack>
  );
}
