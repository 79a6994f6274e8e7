import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

/** Monthly revenue of an online bookshop in 2025, in euros. */
const months = Array.from({ length: 12 }, (_, index) => new Date(2025, index, 1));
const revenue = [
  18425.75, 16980.4, 19210.15, 20875.6, 21540.2, 19985.35, 17650.9, 16220.45,
  22310.8, 24705.1, 29880.65, 36420.3,
];

type Locale = 'en-US' | 'de-DE' | 'ja-JP';

export default function LocaleValueFormatter() {
  const [locale, setLocale] = React.useState<Locale>('de-DE');

  // One set of formatters per locale; the currency stays the euro.
  const formats = React.useMemo(
    () => ({
      compact: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        notation: 'compact',
      }),
      full: new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
      shortMonth: new Intl.DateTimeFormat(locale, { month: 'short' }),
      longMonth: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
    }),
    [locale],
  );

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Locale"
        value={locale}
        onChange={(_event, next: Locale | null) => next && setLocale(next)}
      >
        <ToggleButton value="en-US">en-US</ToggleButton>
        <ToggleButton value="de-DE">de-DE</ToggleButton>
        <ToggleButton value="ja-JP">ja-JP</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: months,
            valueFormatter: (month: Date, context) =>
              context.location === 'tick'
                ? formats.shortMonth.format(month)
                : formats.longMonth.format(month),
          },
        ]}
        yAxis={[
          {
            width: 70,
            valueFormatter: (value: number) => formats.compact.format(value),
          },
        ]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            valueFormatter: (value) =>
              value === null ? '' : formats.full.format(value),
          },
        ]}
      />
    </Stack>
  );
}
