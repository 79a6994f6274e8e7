import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type SxProps, type Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type Part = 'layout' | 'toolbar' | 'calendarHeader' | 'day' | 'actionBar';
type Preset = 'none' | 'tinted' | 'outlined' | 'rounded';

const PARTS: { part: Part; label: string }[] = [
  { part: 'layout', label: 'Layout (root)' },
  { part: 'toolbar', label: 'Toolbar' },
  { part: 'calendarHeader', label: 'Calendar header' },
  { part: 'day', label: 'Days' },
  { part: 'actionBar', label: 'Action bar' },
];

// Plain objects, so the demo can print them as code.
const PRESETS: Record<
  Exclude<Preset, 'none'>,
  Record<Part, Record<string, unknown>>
> = {
  tinted: {
    layout: { bgcolor: 'action.hover' },
    toolbar: { bgcolor: 'primary.main', color: 'primary.contrastText' },
    calendarHeader: { bgcolor: 'action.selected', borderRadius: 1, mx: 1 },
    day: { bgcolor: 'action.hover' },
    actionBar: { bgcolor: 'action.selected' },
  },
  outlined: {
    layout: { border: 2, borderColor: 'primary.main', borderRadius: 2 },
    toolbar: { borderBottom: 1, borderColor: 'divider' },
    calendarHeader: { border: 1, borderColor: 'divider', borderRadius: 1, mx: 1 },
    day: { border: 1, borderColor: 'divider' },
    actionBar: { borderTop: 1, borderColor: 'divider' },
  },
  rounded: {
    layout: { borderRadius: 4, boxShadow: 3, overflow: 'hidden' },
    toolbar: { borderRadius: 3, m: 1, bgcolor: 'action.hover' },
    calendarHeader: { borderRadius: 5, mx: 1, bgcolor: 'action.hover' },
    day: { borderRadius: 1 },
    actionBar: { '& .MuiButton-root': { borderRadius: 5 } },
  },
};

function sxOf(part: Part, preset: Preset) {
  return preset === 'none' ? undefined : PRESETS[preset][part];
}

export default function SubcomponentStylePlayground() {
  const [presets, setPresets] = React.useState<Record<Part, Preset>>({
    layout: 'none',
    toolbar: 'tinted',
    calendarHeader: 'none',
    day: 'outlined',
    actionBar: 'none',
  });

  const styledParts = PARTS.filter(({ part }) => presets[part] !== 'none');
  const code = [
    '<StaticDatePicker',
    '  slotProps={{',
    ...styledParts.map(
      ({ part }) =>
        `    ${part}: { sx: ${JSON.stringify(sxOf(part, presets[part]))} },`,
    ),
    "    actionBar: { actions: ['clear', 'accept'] },",
    '  }}',
    '/>',
  ].join('\n');
  const sx = (part: Part) => sxOf(part, presets[part]) as SxProps<Theme> | undefined;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        sx={{ p: 2, width: '100%' }}
      >
        <Box sx={{ overflowX: 'auto' }}>
          <StaticDatePicker
            defaultValue={dayjs('2025-05-14')}
            slotProps={{
              layout: { sx: sx('layout') },
              toolbar: { sx: sx('toolbar'), toolbarFormat: 'ddd D MMM' },
              calendarHeader: { sx: sx('calendarHeader') },
              day: { sx: sx('day') },
              actionBar: { sx: sx('actionBar'), actions: ['clear', 'accept'] },
            }}
          />
        </Box>
        <Stack spacing={2} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="subtitle2" component="h3">
            Style of each part
          </Typography>
          {PARTS.map(({ part, label }) => (
            <TextField
              key={part}
              select
              size="small"
              label={label}
              value={presets[part]}
              onChange={(event) =>
                setPresets((current) => ({
                  ...current,
                  [part]: event.target.value as Preset,
                }))
              }
            >
              <MenuItem value="none">None</MenuItem>
              <MenuItem value="tinted">Tinted</MenuItem>
              <MenuItem value="outlined">Outlined</MenuItem>
              <MenuItem value="rounded">Rounded</MenuItem>
            </TextField>
          ))}
          <Box
            component="pre"
            aria-label="Code for these styles"
            sx={{
              m: 0,
              p: 1.5,
              fontSize: 12,
              overflowX: 'auto',
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            {code}
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
